import { imageUrl } from '@haat/shared/api';
import { CircleCheck } from '../icons.tsx';
import { toast } from '../../lib/toast.ts';
import { ImageWithFallback } from '../image-with-fallback.tsx';

interface ImageToastOptions {
  message: string;
  /** The item's image file; a placeholder shows when there is none. */
  image: string;
  alt: string;
  /** The store's logo, shown when the item's image fails to load (spec §4). */
  brandImage: string | undefined;
}

function Brand({ src, alt }: { src: string | undefined; alt: string }) {
  return <ImageWithFallback src={src} alt={alt} className="size-12 shrink-0 rounded-md bg-white object-contain p-1" />;
}

/** A toast with the item's picture, as the wishlist's "Moved to Cart" and removal toasts show it. */
export function showImageToast({ message, image, alt, brandImage }: ImageToastOptions): void {
  toast.custom(() => (
    <div className="flex w-[var(--width)] max-w-[calc(100vw-2rem)] items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-lg">
      {image
        ? <ImageWithFallback src={imageUrl(image, '280x280')} alt={alt} className="size-12 shrink-0 rounded-md object-cover" fallback={<Brand src={brandImage} alt={alt} />} />
        : <ImageWithFallback src={undefined} alt={alt} className="size-12 shrink-0 rounded-md" />}
      <p className="flex-1 text-sm font-semibold text-gray-900">{message}</p>
      <CircleCheck className="size-5 shrink-0 text-secondary" aria-hidden />
    </div>
  ));
}
