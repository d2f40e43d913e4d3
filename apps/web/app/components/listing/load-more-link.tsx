import { Link, useNavigation, type To } from 'react-router';

interface LoadMoreLinkProps {
  shown: number;
  total: number;
  noun: string;
  /** The same address with one more page: a real link, so it works before (and without) scripts. */
  href: To;
}

/** Under the grid: how many are shown, and "Load more" while there are more. */
export function LoadMoreLink({ shown, total, noun, href }: LoadMoreLinkProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && /[?&]page=/.test(navigation.location.search);
  return (
    <div className="mt-6 flex flex-col items-center gap-3 md:mt-8">
      <p className="text-sm text-gray-500" data-testid="shown-count">Showing {shown} of {total} {noun}</p>
      {shown < total && (
        <Link
          to={href}
          replace
          preventScrollReset
          aria-disabled={loading || undefined}
          className={`rounded-full border-2 border-primary px-8 py-2.5 text-sm font-bold text-primary transition hover:bg-primary hover:text-white ${loading ? 'pointer-events-none opacity-60' : ''}`}
        >
          {loading ? 'Loading…' : 'Load more'}
        </Link>
      )}
    </div>
  );
}
