import { ImageOff } from './icons.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface ImageWithFallbackProps {
  src: string | undefined;
  alt: string;
  className?: string;
  /** Classes of the placeholder box; defaults to `className`. */
  fallbackClassName?: string;
  /** What to show instead of a broken image; a tinted box with an icon by default. */
  fallback?: ReactNode;
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * An image that turns into a placeholder when it cannot load, as the spec asks ("a fallback image
 * is used when loading fails"). An image in the server's HTML may fail before React hydrates and
 * attaches onError, so an effect also checks `complete && naturalWidth === 0` once mounted.
 */
export function ImageWithFallback({ src, alt, className, fallbackClassName, fallback, width, height, loading = 'lazy', fetchPriority }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const ref = useRef<HTMLImageElement>(null);
  const failed = !src || failedSrc === src;

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (failed) {
    return fallback ?? (
      <span role="img" aria-label={alt} className={`flex items-center justify-center bg-gray-100 text-gray-400 ${fallbackClassName ?? className ?? ''}`}>
        <ImageOff className="size-1/3 max-h-10 max-w-10" aria-hidden />
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={loading}
      // The largest picture of the first screen is decoded with the frame that shows it; the
      // others off the main thread, whenever ready.
      decoding={fetchPriority === 'high' ? undefined : 'async'}
      fetchPriority={fetchPriority}
      onError={() => setFailedSrc(src)}
    />
  );
}
