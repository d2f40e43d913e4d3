import type { Banner } from '@haat/shared/api';

/** The localStorage key banners are cached under (spec §4 Banner: "cached banners are read from local storage"). */
export const bannerCacheKey = 'bannerImages';

/** Stored with the wire's field names, as the reply carries them. */
interface CachedBanner {
  banner_img_name: string;
  url: string;
}

/** The cached banners, or [] when there are none or the stored value is unreadable. */
export function readCachedBanners(): Banner[] {
  try {
    const data: unknown = JSON.parse(localStorage.getItem(bannerCacheKey) ?? '[]');
    if (!Array.isArray(data)) return [];
    return data.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { banner_img_name: image, url } = item as Partial<CachedBanner>;
      return typeof image === 'string' && image !== '' ? [{ image, url: typeof url === 'string' ? url : '' }] : [];
    });
  } catch {
    return [];
  }
}

/** Remembers the banners the API just gave, for a later visit whose call fails. */
export function cacheBanners(banners: readonly Banner[]): void {
  try {
    if (banners.length === 0) localStorage.removeItem(bannerCacheKey);
    else localStorage.setItem(bannerCacheKey, JSON.stringify(banners.map((b): CachedBanner => ({ banner_img_name: b.image, url: b.url }))));
  } catch {
    // Storage full or disabled: the banners still show, they are just not cached.
  }
}

/** A readable alt text from a banner's file name: `banners/festive-sale.jpg` → "Festive sale". */
export function bannerAlt(image: string, storeName: string): string {
  const base = (image.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim();
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : `${storeName} offer`;
}
