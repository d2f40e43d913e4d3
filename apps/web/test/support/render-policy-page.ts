import { noSellerDetails } from '@haat/shared/api';
import type { ComponentType } from 'react';
import About from '../../app/routes/about.tsx';
import CustomerSupport from '../../app/routes/customer-support.tsx';
import ResellerTerms from '../../app/routes/reseller-terms.tsx';
import ReturnPolicy from '../../app/routes/return-policy.tsx';
import { renderInShell, shellStoreData, storeName, storeShell, type StoreShell } from './hindi-shell.ts';

// The four policy pages rendered as the server renders them, inside the real root Layout, for
// the Hindi checks (decision 045).

export const policyPages: Array<[path: string, Page: ComponentType]> = [
  ['/aboutPage', About],
  ['/CustomerSupport', CustomerSupport],
  ['/ReturnPolicy', ReturnPolicy],
  ['/ResellerTermsConditions', ResellerTerms],
];

export interface StoreDetails { name: string; email: string; mobile: string; address: string; officer: boolean }

export const fullStore: StoreDetails = { name: storeName, email: 'hello@rangrez.in', mobile: '9876543210', address: 'Chandni Chowk, Delhi 110006', officer: true };
/** A store that has set nothing: the pages say so in their own words. */
export const emptyStore: StoreDetails = { name: '', email: '', mobile: '', address: '', officer: false };

/** The store's own data, as the reseller wrote it: taken out before looking for English of ours. */
export const storeData = [...shellStoreData, 'Asha Verma', 'grievance@rangrez.in', 'Karol Bagh, New Delhi 110005'];

/** The shell of a shop with `store`'s details: the full store's seller has its address, GSTIN and grievance officer too, the empty one's nothing. */
function shell(locale: 'hi' | 'en', store: StoreDetails): StoreShell {
  return storeShell(locale, {
    branding: { name: store.name, email: store.email, mobile: store.mobile, address: store.address },
    seller: store.officer
      ? { address: 'Karol Bagh, New Delhi 110005', gstin: '07AAAAA0000A1Z5', grievanceOfficer: { name: 'Asha Verma', email: 'grievance@rangrez.in' } }
      : noSellerDetails,
  });
}

/**
 * Waits for the folds' modules, which the pages load on their own (lazy-folds.tsx): the server
 * loads them at start-up, before any request; a test has to wait for them once.
 */
export async function foldsLoaded(): Promise<void> {
  await Promise.all([
    import('../../app/components/policy/about-content.tsx'),
    import('../../app/components/policy/return-policy-content.tsx'),
    import('../../app/components/policy/reseller-terms-content.tsx'),
    import('../../app/components/policy/support-faq.tsx'),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** One policy page's HTML in `locale`. */
export function renderPolicyPage(path: string, locale: 'hi' | 'en', store: StoreDetails = fullStore): string {
  const Page = policyPages.find(([p]) => p === path)![1];
  return renderInShell(path, [{ id: 'routes/page', path: path.slice(1), Component: Page as never }], { loaderData: { root: shell(locale, store), 'routes/page': null } });
}
