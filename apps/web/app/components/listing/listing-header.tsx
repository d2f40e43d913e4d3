import { ChevronRight } from '../icons.tsx';
import type { ListingTarget } from './resolve-listing.ts';
import { pages_breadcrumb } from '../../i18n/paraglide/messages/pages_breadcrumb.js';
import { pages_home } from '../../i18n/paraglide/messages/pages_home.js';
import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { PlainLink } from '../follow-links.tsx';

/** Breadcrumb, the listing's name and how many products the filters leave. */
export function ListingHeader({ target, shown, total }: { target: ListingTarget; shown: number; total: number | null }) {
  const locale = useLocale();
  // Without the categories the listing's own name is unknown (load-listing.server.ts): "Products".
  const title = target.title || m.listing_products({}, { locale });
  return (
    <header className="mb-3 md:mb-5">
      <nav aria-label={pages_breadcrumb({}, { locale })} className="mb-1.5 flex flex-wrap items-center gap-1 text-xs text-gray-500">
        <PlainLink href="/" className="hover:text-primary">{pages_home({}, { locale })}</PlainLink>
        {target.parent && (
          <>
            <ChevronRight className="size-3" aria-hidden />
            <PlainLink href={`/products-section2/${target.parent.id}`} className="hover:text-primary">{target.parent.name}</PlainLink>
          </>
        )}
        <ChevronRight className="size-3" aria-hidden />
        <span aria-current="page" className="font-medium text-gray-700">{title}</span>
      </nav>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-xl font-extrabold tracking-tight text-gray-900 md:text-2xl">{title}</h1>
        {total !== null && (
          <p className="text-sm text-gray-500" data-testid="result-count" aria-live="polite">
            {shown === total ? m.listing_count_products({ count: total }, { locale }) : m.listing_shown_of_products({ shown, total }, { locale })}
          </p>
        )}
      </div>
    </header>
  );
}
