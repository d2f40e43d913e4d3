import { ChevronRight } from '../icons.tsx';
import { PlainLink } from '../follow-links.tsx';
import { pages_breadcrumb } from '../../i18n/paraglide/messages/pages_breadcrumb.js';
import { pages_home } from '../../i18n/paraglide/messages/pages_home.js';
import { useLocale } from '../../i18n/use-locale.ts';

/** Home › Category › Product, so a shopper who landed from a shared link can browse on. */
export function ProductBreadcrumbs({ category, categoryId, name }: { category: string; categoryId: number; name: string }) {
  const locale = useLocale();
  return (
    <nav aria-label={pages_breadcrumb({}, { locale })} className="hidden px-4 text-sm text-gray-500 md:block md:px-0">
      <ol className="flex min-w-0 items-center gap-1.5">
        <li><PlainLink href="/" className="hover:text-primary hover:underline">{pages_home({}, { locale })}</PlainLink></li>
        {category && (
          <li className="flex items-center gap-1.5">
            <ChevronRight className="size-3.5" aria-hidden />
            <PlainLink href={`/products-section2/${categoryId}`} className="hover:text-primary hover:underline">{category}</PlainLink>
          </li>
        )}
        <li className="flex min-w-0 items-center gap-1.5">
          <ChevronRight className="size-3.5 shrink-0" aria-hidden />
          <span aria-current="page" className="truncate text-gray-700">{name}</span>
        </li>
      </ol>
    </nav>
  );
}
