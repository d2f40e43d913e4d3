import { recentlyViewedLimit } from '@haat/shared/rules';
import { History } from '../components/icons.tsx';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RecentlyViewedCard } from '../components/recently-viewed/recently-viewed-card.tsx';
import { useShopState } from '../state/shop-state.tsx';
import { pages_continue_shopping } from '../i18n/paraglide/messages/pages_continue_shopping.js';
import { pages_no_recently_viewed } from '../i18n/paraglide/messages/pages_no_recently_viewed.js';
import { pages_recently_viewed } from '../i18n/paraglide/messages/pages_recently_viewed.js';
import { pages_recently_viewed_hint } from '../i18n/paraglide/messages/pages_recently_viewed_hint.js';
import { useLocale } from '../i18n/use-locale.ts';

/**
 * False in the server's HTML and during hydration, true after. The list lives in localStorage,
 * which the server cannot read, so until then placeholders show rather than a false "empty".
 * Set in an effect so the re-render is batched with the shop state's own read of localStorage
 * (both run in the same effect pass), never showing "empty" in between.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // oxlint-disable-next-line react/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** /RecentlyViewed and /Recentlyproduct: the last 8 products opened, most recent first. */
export default function RecentlyViewedPage() {
  const { recentlyViewed } = useShopState();
  const hydrated = useHydrated();
  const locale = useLocale();
  // The shared list is already most recent first and capped; the slice only guards the promise.
  const entries = recentlyViewed.slice(0, recentlyViewedLimit);

  return (
    <div className="mx-auto max-w-7xl px-3 py-5 md:px-6 md:py-8">
      <h1 className="flex items-center gap-2 text-xl font-extrabold text-gray-900 md:text-2xl">
        <History className="size-6 text-primary" aria-hidden /> {pages_recently_viewed({}, { locale })}
      </h1>
      {!hydrated ? (
        <ul aria-hidden className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="animate-pulse overflow-hidden rounded-xl border border-gray-200 bg-white">
              <span className="block aspect-square bg-gray-200" />
              <span className="m-3 block h-4 w-3/4 rounded bg-gray-200" />
            </li>
          ))}
        </ul>
      ) : entries.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-6 py-16 text-center">
          <History className="size-14 text-gray-300" aria-hidden />
          <p className="mt-4 text-lg font-bold text-gray-900">{pages_no_recently_viewed({}, { locale })}</p>
          <p className="mt-1 text-sm text-gray-600">{pages_recently_viewed_hint({}, { locale })}</p>
          <Link to="/" className="mt-5 rounded-full bg-primary px-7 py-2.5 text-sm font-bold text-white shadow-md hover:brightness-110">
            {pages_continue_shopping({}, { locale })}
          </Link>
        </div>
      ) : (
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5" data-testid="recently-viewed-list">
          {entries.map((entry) => <li key={entry.id}><RecentlyViewedCard entry={entry} /></li>)}
        </ul>
      )}
    </div>
  );
}
