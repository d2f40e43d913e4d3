import type { EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import type { EmblaApi } from './embla-types.ts';

/**
 * An Embla carousel whose library loads once the page is interactive, not with the page: the
 * server's HTML is already laid out (slides per view come from CSS), so nothing moves while it
 * loads, and the home page's first scripts are 7 kB lighter (decision 035). Returns a ref for the
 * carousel's viewport and the API once it exists, as `useEmblaCarousel` does. `options` must keep
 * its identity (a module constant or memoised value); a new one makes a new carousel.
 */
export function useLazyEmbla(options: EmblaOptionsType): [(node: HTMLElement | null) => void, EmblaApi | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  useEffect(() => {
    if (!viewport) return undefined;
    let current = true;
    let made: EmblaApi | undefined;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (!current) return;
      made = EmblaCarousel(viewport, options);
      setApi(made);
    });
    return () => {
      current = false;
      made?.destroy();
      setApi(undefined);
    };
  }, [viewport, options]);
  return [setViewport, api];
}
