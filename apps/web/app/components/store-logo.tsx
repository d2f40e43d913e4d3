import { brandingImageUrl } from '../lib/theme.ts';
import { ImageWithFallback } from './image-with-fallback.tsx';
import { PlainLink } from './follow-links.tsx';

interface StoreLogoProps {
  name: string;
  logo: string;
  /** Classes of the logo image (its height sets the size). */
  imageClassName?: string;
  /** Classes of the name shown when there is no logo or it fails to load. */
  textClassName?: string;
  className?: string;
  /** 'lazy' where the logo is far down the page (the footer). */
  loading?: 'eager' | 'lazy';
}

/** The reseller's logo linking home; the store name stands in when the image is missing or broken. */
export function StoreLogo({ name, logo, imageClassName = 'h-9 w-auto md:h-11', textClassName = 'text-xl font-extrabold tracking-tight text-primary md:text-2xl', className = '', loading = 'eager' }: StoreLogoProps) {
  return (
    <PlainLink href="/" className={`inline-flex shrink-0 items-center rounded-md ${className}`}>
      <ImageWithFallback
        src={brandingImageUrl(logo)}
        alt={name}
        loading={loading}
        className={`max-w-40 object-contain md:max-w-48 ${imageClassName}`}
        fallback={<span className={textClassName}>{name}</span>}
      />
    </PlainLink>
  );
}
