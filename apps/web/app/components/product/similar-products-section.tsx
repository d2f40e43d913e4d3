import type { CardProduct } from '../product-card/card-product.ts';
import type { ReactNode } from 'react';
import { CardGhost } from '../product-card/card-ghost.tsx';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** What the loader found: the category's other products, or that the call failed (spec §8). */
export type SimilarProducts = { ok: true; products: CardProduct[] } | { ok: false };

/** The section around the carousel, its skeleton and its error. */
export function SectionShell({ children, controls }: { children: ReactNode; controls?: ReactNode }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="similar-products-heading" className="flex flex-col gap-4" data-testid="similar-products">
      {/* As tall as the carousel's buttons (size-9) with or without them: the skeleton has none. */}
      <div className="flex min-h-9 items-center justify-between gap-4">
        <h2 id="similar-products-heading" className="text-xl font-bold text-gray-900 md:text-2xl">{m.product_similar({}, { locale })}</h2>
        {controls}
      </div>
      {children}
    </section>
  );
}

/** The cards' places, at the cards' own heights, until the similar products arrive (decision 037). */
export function SimilarProductsSkeleton() {
  return (
    <SectionShell>
      {/* The carousel's own frame and columns, so the cards land where their places were. */}
      <div className="-mx-1 overflow-hidden px-1 py-2" aria-hidden>
        <div className="-ml-3 flex md:-ml-4 *:flex *:shrink-0 *:basis-[48%] *:pl-3 md:*:basis-1/4 md:*:pl-4 lg:*:basis-1/6">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i}>
              <CardGhost className="w-full" />
            </div>
          ))}
        </div>
      </div>
    </SectionShell>
  );
}

