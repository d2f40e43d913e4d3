import { PackageSearch } from '../icons.tsx';
import type { ReactNode } from 'react';
import type { CardProduct } from '../product-card/card-product.ts';
import { ProductCard } from '../product-card/product-card.tsx';
import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** Cards in a phone's first row (two columns); wider screens show them first too. */
const firstRow = 2;

/** The result grid: 2 columns on phones, 3 from 768 px, 4 from 1280 px; an empty state otherwise. */
export function ProductGrid({ products, empty }: { products: CardProduct[]; empty: ReactNode }) {
  const locale = useLocale();
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl bg-white px-6 py-16 text-center ring-1 ring-gray-200/80">
        <span className="mb-4 flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
          <PackageSearch className="size-8" aria-hidden />
        </span>
        {empty}
      </div>
    );
  }
  return (
    <>
      {/* The cards' names are h3s: this h2 keeps the outline whole (page h1, then Products) on
          phones too, where the filter panel's headings are out of sight. */}
      <h2 id="listing-products" className="sr-only">{m.listing_products({}, { locale })}</h2>
      <ul className="grid grid-cols-2 gap-2.5 md:grid-cols-3 md:gap-4 xl:grid-cols-4" aria-labelledby="listing-products">
        {products.map((product, index) => (
          <li key={product.id} className="flex">
            {/* The first row on a phone is the largest thing in its first screen. */}
            <ProductCard product={product} className="w-full" priority={index < firstRow} />
          </li>
        ))}
      </ul>
    </>
  );
}
