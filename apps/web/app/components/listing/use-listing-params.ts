import { parsePriceBand, parseSortOption, type PriceBandId, type SortOption } from '@haat/shared/rules';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The URL keys of the listing filters: `?price=100-1000&sort=priceLowToHigh&q=kurta&cat=2`. */
export type ListingParam = 'price' | 'sort' | 'q' | 'cat';

/** Defaults are left out of the URL so a plain listing keeps a plain address. */
const defaults: Record<ListingParam, string> = { price: 'all', sort: 'featured', q: '', cat: '' };

/**
 * Filters and sort live in the URL so they survive a reload and can be shared. Changes replace
 * the history entry (typing a name is not ten Back presses) and keep the scroll position.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const band: PriceBandId = parsePriceBand(params.get('price'));
  const sort: SortOption = parseSortOption(params.get('sort'));
  const text = params.get('q') ?? '';
  const categoryId = Number(params.get('cat') ?? '') || null;

  const set = useCallback((key: ListingParam, value: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === defaults[key]) next.delete(key);
      else next.set(key, value);
      return next;
    }, { replace: true, preventScrollReset: true });
  }, [setParams]);

  /** The query string with one filter changed, for links that work before hydration. */
  const hrefWith = useCallback((key: ListingParam, value: string) => {
    const next = new URLSearchParams(params);
    if (value === defaults[key]) next.delete(key);
    else next.set(key, value);
    const query = next.toString();
    return { search: query ? `?${query}` : '' };
  }, [params]);

  return { band, sort, text, categoryId, set, hrefWith };
}
