import { ArrowLeft, House, SearchX } from '../icons.tsx';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { menuGroups, type ShellData } from '../../lib/shell.ts';
import { allCategories, categoryHref } from '../category-links.ts';
import { PlainLink } from '../follow-links.tsx';
import { pages_continue_shopping_lower } from '../../i18n/paraglide/messages/pages_continue_shopping_lower.js';
import { pages_go_back } from '../../i18n/paraglide/messages/pages_go_back.js';
import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** How many categories to suggest: enough to fill two rows of chips. */
const suggestionCount = 8;

/**
 * "No products found", with categories to try instead (from the header menu the shell already
 * loaded, so no further call) and ways back: the previous page and home.
 */
export function NoProductsFound({ query }: { query?: string }) {
  const shell = useRouteLoaderData<ShellData>('root');
  const navigate = useNavigate();
  const locale = useLocale();
  const suggestions = allCategories(menuGroups(shell)).slice(0, suggestionCount);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-12 text-center md:py-16">
      <span className="mb-5 flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary md:size-24">
        <SearchX className="size-9 md:size-11" aria-hidden />
      </span>
      <h1 className="text-2xl font-extrabold text-gray-900 md:text-3xl">{m.listing_no_products_found({}, { locale })}</h1>
      <p className="mt-2 max-w-md text-gray-600">
        {query ? <>{m.listing_nothing_for_before({}, { locale })}<span className="font-semibold text-gray-800">{query}</span>{m.listing_nothing_for_after({}, { locale })}</> : null}
        {m.listing_try_spelling({}, { locale })}
      </p>
      {suggestions.length > 0 && (
        <nav aria-label={m.listing_popular_categories({}, { locale })} className="mt-7 w-full">
          <h2 className="mb-3 text-xs font-bold tracking-[0.12em] text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{m.listing_popular_categories({}, { locale })}</h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {suggestions.map((c) => (
              <li key={c.id}>
                <PlainLink href={categoryHref(c)} className="block rounded-full border border-gray-200 bg-white px-4 py-2 text-sm font-medium text-gray-700 shadow-sm transition hover:border-primary hover:text-primary">
                  {c.name}
                </PlainLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => void navigate(-1)} className="inline-flex items-center gap-2 rounded-full border border-gray-300 px-6 py-3 text-sm font-bold text-gray-700 transition hover:border-gray-400 hover:bg-gray-50">
          <ArrowLeft className="size-4" aria-hidden /> {pages_go_back({}, { locale })}
        </button>
        <PlainLink href="/" className="inline-flex items-center gap-2 rounded-full bg-primary px-7 py-3 text-sm font-bold text-white shadow-md transition hover:brightness-110">
          <House className="size-4" aria-hidden /> {pages_continue_shopping_lower({}, { locale })}
        </PlainLink>
      </div>
    </section>
  );
}
