import type { Banner } from '@haat/shared/api';

/** The localStorage key banners are cached under (spec §4 Banner: "cached banners are read from local storage"). */
export const bannerCacheKey = 'bannerImages';

/** Stored with the wire's field names, as the reply carries them. */
interface CachedBanner {
  banner_img_name: string;
  url: string;
  /** The phone picture, '' for none (absent in a cache written before phone pictures). */
  mobile_banner_img_name?: string;
}

/** The cached banners, or [] when there are none or the stored value is unreadable. */
export function readCachedBanners(): Banner[] {
  try {
    const data: unknown = JSON.parse(localStorage.getItem(bannerCacheKey) ?? '[]');
    if (!Array.isArray(data)) return [];
    return data.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { banner_img_name: image, url, mobile_banner_img_name: phone } = item as Partial<CachedBanner>;
      if (typeof image !== 'string' || image === '') return [];
      return [{ image, url: typeof url === 'string' ? url : '', phoneImage: typeof phone === 'string' && phone !== '' ? phone : null }];
    });
  } catch {
    return [];
  }
}

/** Remembers the banners the API just gave, for a later visit whose call fails. */
export function cacheBanners(banners: readonly Banner[]): void {
  try {
    if (banners.length === 0) localStorage.removeItem(bannerCacheKey);
    else localStorage.setItem(bannerCacheKey, JSON.stringify(banners.map((b): CachedBanner => ({ banner_img_name: b.image, url: b.url, mobile_banner_img_name: b.phoneImage ?? '' }))));
  } catch {
    // Storage full or disabled: the banners still show, they are just not cached.
  }
}

/** A readable alt text from a banner's file name: `banners/festive-sale.jpg` → "Festive sale". */
export function bannerAlt(image: string, storeName: string): string {
  const base = (image.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim();
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : `${storeName} offer`;
}
