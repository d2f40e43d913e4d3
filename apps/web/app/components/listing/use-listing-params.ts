import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { listingDefaults, listingViewOf, type ListingParam } from './listing-view.ts';

/** A filter's navigation: it replaces the history entry and keeps the scroll position (below). */
export const filterNavigation = { replace: true, preventScrollReset: true } as const;

/**
 * Filters, sort and the page count live in the URL, so they survive a reload, can be shared, and
 * the server renders them. Changes replace the history entry (typing a name is not ten Back
 * presses) and keep the scroll position; any change of filter or sort starts again at page one.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const view = useMemo(() => listingViewOf(params), [params]);

  const next = useCallback((current: URLSearchParams, key: ListingParam, value: string) => {
    const changed = new URLSearchParams(current);
    if (value === listingDefaults[key]) changed.delete(key);
    else changed.set(key, value);
    if (key !== 'page') changed.delete('page');
    return changed;
  }, []);

  /** Sets one value (only ever from an event handler, so the address bar is current). */
  const set = useCallback((key: ListingParam, value: string) => {
    // The same value again (typing's delayed echo of an Enter, say) must not reload the list.
    if ((new URLSearchParams(window.location.search).get(key) ?? listingDefaults[key]) === value) return;
    setParams((current) => next(current, key, value), filterNavigation);
  }, [setParams, next]);

  /** This page's address with one value changed, for links that work before hydration. */
  const hrefWith = useCallback((key: ListingParam, value: string) => {
    const query = next(params, key, value).toString();
    return query ? `${pathname}?${query}` : pathname;
  }, [pathname, params, next]);

  return { ...view, set, hrefWith };
}
