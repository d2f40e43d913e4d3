import { ChevronRight } from '../icons.tsx';
import { Link } from 'react-router';

/** Home › Category › Product, so a shopper who landed from a shared link can browse on. */
export function ProductBreadcrumbs({ category, categoryId, name }: { category: string; categoryId: number; name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="hidden px-4 text-sm text-gray-500 md:block md:px-0">
      <ol className="flex min-w-0 items-center gap-1.5">
        <li><Link to="/" className="hover:text-primary hover:underline">Home</Link></li>
        {category && (
          <li className="flex items-center gap-1.5">
            <ChevronRight className="size-3.5" aria-hidden />
            <Link to={`/products-section2/${categoryId}`} className="hover:text-primary hover:underline">{category}</Link>
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
