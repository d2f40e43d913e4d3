import { imageUrl } from '@haat/shared/api';
import { useState, type PointerEvent } from 'react';
import { ImageWithFallback } from '../image-with-fallback.tsx';

/** How far the desktop hover zoom magnifies. */
const zoomScale = 2.5;

interface ZoomImageProps {
  file: string;
  alt: string;
  /** The first picture is the page's main image: load it at once, with priority. */
  priority: boolean;
}

/**
 * A gallery picture that, with a mouse on a wide screen, magnifies the full-size original around
 * the cursor. Touch input never zooms: phones swipe instead.
 */
export function ZoomImage({ file, alt, priority }: ZoomImageProps) {
  const [origin, setOrigin] = useState<{ x: number; y: number } | null>(null);

  function follow(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  }

  return (
    <div
      className="relative size-full md:cursor-zoom-in"
      onPointerEnter={follow}
      onPointerMove={follow}
      onPointerLeave={() => setOrigin(null)}
      data-testid="zoom-area"
    >
      <ImageWithFallback
        src={file ? imageUrl(file, '400x400') : undefined}
        alt={alt}
        width={400}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className="size-full object-contain"
        fallbackClassName="size-full"
      />
      {origin && file && (
        <img
          src={imageUrl(file)}
          alt=""
          aria-hidden
          data-testid="zoomed-image"
          className="pointer-events-none absolute inset-0 hidden size-full object-contain md:block"
          style={{ transform: `scale(${zoomScale})`, transformOrigin: `${origin.x}% ${origin.y}%` }}
        />
      )}
    </div>
  );
}
