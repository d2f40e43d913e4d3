import type { Banner } from '@haat/shared/api';
import { imageUrl, phonePictureLongSide } from '@haat/shared/api';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';

/** Phones: below the layout's 768 px switch (DESIGN §5), as a media query so SSR and first paint agree. */
export const phoneMedia = '(max-width: 767px)';
/** Everything wider than a phone: the wide picture's screens. */
const widerMedia = '(min-width: 768px)';
/** A phone banner's width: the whole screen less the home page's 12 px padding each side. */
const phoneSizes = 'calc(100vw - 24px)';

/**
 * The phone picture's candidates: the uploads' 400x300 variant (a 4 : 3 picture made small, for a
 * phone at 1× that needs no more) and the picture as kept, at most 1000 px wide. The 1000 w is its
 * largest width, not a promise: a smaller upload is only ever picked where more pixels were wanted.
 */
export function phoneSrcSet(phoneImage: string): string {
  return `${imageUrl(phoneImage, '400x300')} 400w, ${imageUrl(phoneImage)} ${phonePictureLongSide}w`;
}

/**
 * The first banner is the home page's largest paint: asked for from <head>, before the page's
 * scripts. React preloads a high-priority <img> by itself, but not one inside <picture>, whose
 * sources it cannot choose between; so each screen's picture is preloaded here for its media only,
 * and a phone never fetches the wide picture it will not show.
 */
function preloadFirstBanner(banner: Banner): void {
  const wide = imageUrl(banner.image);
  if (!banner.phoneImage) {
    preload(wide, { as: 'image', fetchPriority: 'high' });
    return;
  }
  preload(imageUrl(banner.phoneImage), { as: 'image', fetchPriority: 'high', media: phoneMedia, imageSrcSet: phoneSrcSet(banner.phoneImage), imageSizes: phoneSizes });
  preload(wide, { as: 'image', fetchPriority: 'high', media: widerMedia });
}

/** Classes of the picture: phones see a phone picture at its own 4 : 3, a wide one whole at 16 : 5; never cut. */
function pictureClass(banner: Banner): string {
  return banner.phoneImage ? 'aspect-[4/3] w-full object-cover md:aspect-[16/5]' : 'aspect-[16/5] w-full object-contain md:object-cover';
}

interface BannerPictureProps {
  banner: Banner;
  alt: string;
  /** The first slide is the page's largest paint: fetched first. */
  first: boolean;
  /** Shown instead when the picture cannot load (spec: "a fallback image is used when loading fails"). */
  fallback: ReactNode;
}

/**
 * A banner art-directed for the screen: a phone takes the banner's phone picture when it has one
 * (its words drawn to be read at 390 px), anything wider the wide picture. A picture in the
 * server's HTML may fail before hydration attaches onError, so an effect also checks it once mounted.
 */
export function BannerPicture({ banner, alt, first, fallback }: BannerPictureProps) {
  const key = `${banner.image}|${banner.phoneImage ?? ''}`;
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    // oxlint-disable-next-line react/set-state-in-effect
    if (img && img.complete && img.naturalWidth === 0) setFailedKey(key);
  }, [key]);
  if (failedKey === key) return fallback;
  if (first) preloadFirstBanner(banner);
  return (
    <picture>
      {banner.phoneImage && <source media={phoneMedia} srcSet={phoneSrcSet(banner.phoneImage)} sizes={phoneSizes} width={800} height={600} />}
      <img
        ref={ref}
        src={imageUrl(banner.image)}
        alt={alt}
        width={1600}
        height={500}
        // Every slide loads up front: a lazy image in a sideways carousel would flash in mid-transition.
        loading="eager"
        decoding={first ? undefined : 'async'}
        fetchPriority={first ? 'high' : 'low'}
        className={pictureClass(banner)}
        onError={() => setFailedKey(key)}
      />
    </picture>
  );
}
