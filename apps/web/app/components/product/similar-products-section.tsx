import type { CardProduct } from '../product-card/card-product.ts';
import type { ReactNode } from 'react';

/** What the loader found: the category's other products, or that the call failed (spec §8). */
export type SimilarProducts = { ok: true; products: CardProduct[] } | { ok: false };

/** The section around the carousel, its skeleton and its error. */
export function SectionShell({ children, controls }: { children: ReactNode; controls?: ReactNode }) {
  return (
    <section aria-labelledby="similar-products-heading" className="flex flex-col gap-4" data-testid="similar-products">
      <div className="flex items-center justify-between gap-4">
        <h2 id="similar-products-heading" className="text-xl font-bold text-gray-900 md:text-2xl">Similar Products</h2>
        {controls}
      </div>
      {children}
    </section>
  );
}

/** Placeholder cards while the similar products stream in. */
export function SimilarProductsSkeleton() {
  return (
    <SectionShell>
      <div className="-ml-3 flex overflow-hidden py-2 md:-ml-4" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex shrink-0 basis-[48%] flex-col gap-2 pl-3 md:basis-1/4 md:pl-4 lg:basis-1/6">
            <div className="aspect-[4/3] animate-pulse rounded-xl bg-gray-200" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-gray-200" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-gray-200" />
          </div>
        ))}
      </div>
    </SectionShell>
  );
}

