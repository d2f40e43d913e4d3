import { errors_generic_network_error } from '../i18n/paraglide/messages/errors_generic_network_error.js';
import { pageLocale } from '../i18n/page-locale.ts';

// The cart's and the wishlist's changes share one loader: their code (shop-actions.ts) is fetched
// when the page is idle, or at the first tap before then, not with the page (decision 050).

/** The code of the shopper's changes. */
export const loadShopActions = () => import('./shop-actions.ts');

/**
 * Runs a change once its code is there. The code could not be fetched (the shopper went
 * offline): nothing changes, and what the shopper is told is the catalogue's network error.
 */
export async function withShopActions<T>(change: (actions: Awaited<ReturnType<typeof loadShopActions>>) => T | Promise<T>, failed: () => T): Promise<T> {
  let actions: Awaited<ReturnType<typeof loadShopActions>>;
  try {
    actions = await loadShopActions();
  } catch {
    return failed();
  }
  return change(actions);
}

/** Said when a change could not be made because its code could not be fetched. */
export const unreachable = () => errors_generic_network_error({}, { locale: pageLocale() });
