import type { Banner } from '@haat/shared/api';
import { useEffect, useState } from 'react';
import { cacheBanners, readCachedBanners } from './banner-cache.ts';

/**
 * The banners to show. Fresh banners from the loader are cached in localStorage; when the call
 * failed, the cached ones stand in (read after hydration: storage exists only in the browser).
 */
export function useCachedBanners(banners: Banner[], failed: boolean): Banner[] {
  const [cached, setCached] = useState<Banner[]>([]);
  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect
    if (failed) setCached(readCachedBanners());
    else cacheBanners(banners);
  }, [banners, failed]);
  return failed ? cached : banners;
}
