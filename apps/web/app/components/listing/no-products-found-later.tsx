import { serverHtmlUntilLoaded } from '../server-html-until-loaded.tsx';

/**
 * "No products found" on the search results (no-products-found.tsx): the server's HTML until its
 * code arrives right after hydration, not part of every search's first scripts (decision 050).
 * A client navigation to a search without results waits for it (routes/search-results.tsx).
 */
export const NoProductsFound = serverHtmlUntilLoaded(() => import('./no-products-found.tsx').then((module) => module.NoProductsFound), { until: 'loaded' });
