/**
 * The image sizes the spec names (product 400x400, 300x300, thumbnails 280x280, list cards
 * 400x300), and ours: 800x800, the picture a shared product link shows (decision 041).
 */
export const imageSizes = ['400x400', '300x300', '280x280', '400x300', '800x800'] as const;
export type ImageSize = (typeof imageSizes)[number];
export type ImageFormat = 'webp' | 'jpg';

/**
 * The picture of a product's link preview (og:image): square, so a product photo loses nothing
 * to a crop, at least 600 px wide, which WhatsApp needs for its large preview, and JPEG, which
 * every chat app renders. The server keeps it under {@link shareImageMaxBytes}.
 */
export const shareImageSize = '800x800' satisfies ImageSize;
/** WhatsApp drops a preview picture of 300 kB or more; the server lowers the JPEG quality until it fits. */
export const shareImageMaxBytes = 300_000;

/** Where uploaded images are served from. */
export const uploadsPath = '/uploads';

/**
 * URL of a stored image (a file name such as `catalogue/kurta-3.jpg`), optionally one of the
 * spec's size variants, in WebP by default or JPEG: `/uploads/catalogue/kurta-3-400x300.webp`.
 */
export function imageUrl(file: string, size?: ImageSize, format: ImageFormat = 'webp'): string {
  if (/^https?:\/\//.test(file)) return file;
  const base = file.replace(/^\/+/, '').replace(/\.[a-z0-9]+$/i, '');
  return `${uploadsPath}/${base}${size ? `-${size}` : ''}.${format}`;
}

/**
 * The long side a banner's phone picture is kept at: a banner 366 CSS px wide on a phone of 2.75
 * device pixels each, as most sold in India are. The demo's phone banners at 1000 × 750 weigh
 * 1.16 times their 1600 × 500 wide pictures as WebP (1200 × 900: 1.41 times); a phone at 1×
 * takes the 400 × 300 variant, 0.42 times.
 */
export const phonePictureLongSide = 1000;
