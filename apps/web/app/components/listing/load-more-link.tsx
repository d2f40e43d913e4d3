import { Link, useNavigation, type To } from 'react-router';
import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface LoadMoreLinkProps {
  shown: number;
  total: number;
  /** What the list holds: a listing's products or a search's results. */
  noun: 'products' | 'results';
  /** The same address with one more page: a real link, so it works before (and without) scripts. */
  href: To;
}

/** Under the grid: how many are shown, and "Load more" while there are more. */
export function LoadMoreLink({ shown, total, noun, href }: LoadMoreLinkProps) {
  const navigation = useNavigation();
  const locale = useLocale();
  const loading = navigation.state === 'loading' && /[?&]page=/.test(navigation.location.search);
  return (
    <div className="mt-6 flex flex-col items-center gap-3 md:mt-8">
      <p className="text-sm text-gray-500" data-testid="shown-count">{noun === 'products' ? m.listing_showing_products({ shown, total }, { locale }) : m.listing_showing_results({ shown, total }, { locale })}</p>
      {shown < total && (
        <Link
          to={href}
          replace
          preventScrollReset
          aria-disabled={loading || undefined}
          className={`rounded-full border-2 border-primary px-8 py-2.5 text-sm font-bold text-primary transition hover:bg-primary hover:text-white ${loading ? 'pointer-events-none opacity-60' : ''}`}
        >
          {loading ? m.listing_loading({}, { locale }) : m.listing_load_more({}, { locale })}
        </Link>
      )}
    </div>
  );
}
