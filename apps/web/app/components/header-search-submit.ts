import { messages } from '@haat/shared/rules';
import type { NavigateFunction } from 'react-router';
import { toast } from '../lib/toast.ts';
import { browserStoreApi } from '../lib/browser-store-api.ts';
import { listingPageSize } from './listing/listing-view.ts';
import { handOverSearch } from './listing/search-handoff.ts';

/**
 * Spec §4 "Search", once the page runs: the first page of results, then the results page (which
 * shows them without asking again) or /ProductNotFound. Loaded when the shopper first goes into
 * the search box (header-search.tsx), not with every page.
 */
export async function searchAndGo(query: string, navigate: NavigateFunction): Promise<void> {
  try {
    // Only the first page: the results page asks for more as the shopper scrolls (decision 007).
    const page = await (await browserStoreApi()).findProductPage({ search: query }, { limit: listingPageSize });
    if (page.total === 0) {
      void navigate('/ProductNotFound');
      return;
    }
    handOverSearch(query, page);
    void navigate(`/Product-Serach/${encodeURIComponent(query)}`, { state: { products: page.products } });
  } catch {
    toast.error(messages.productsFailed);
  }
}
