import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** Grey blocks in the page's own layout while a product loads on a client-side navigation. */
export function ProductSkeleton() {
  const locale = useLocale();
  const bar = 'animate-pulse rounded bg-gray-200';
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 pb-28 md:px-6 md:pt-5" data-testid="product-skeleton" aria-busy="true" aria-label={m.product_loading({}, { locale })}>
      <div className={`hidden h-4 w-64 md:block ${bar}`} />
      <div className="grid gap-5 md:grid-cols-2 md:gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)_290px] xl:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)_300px]">
        <div className="flex gap-4 md:flex-row-reverse">
          <div className="aspect-square min-w-0 flex-1 animate-pulse bg-gray-200 md:rounded-2xl" />
          <div className="hidden shrink-0 flex-col gap-2.5 md:flex">
            {[0, 1, 2, 3].map((i) => <div key={i} className="size-16 animate-pulse rounded-lg bg-gray-200 lg:size-[72px]" />)}
          </div>
        </div>
        <div className="flex flex-col gap-4 px-4 md:px-0">
          <div className={`h-3 w-24 ${bar}`} />
          <div className={`h-7 w-5/6 ${bar}`} />
          <div className={`h-4 w-40 ${bar}`} />
          <div className={`mt-2 h-9 w-48 ${bar}`} />
          <div className={`h-4 w-56 ${bar}`} />
          <div className="mt-4 flex gap-3">
            {[0, 1, 2, 3, 4].map((i) => <div key={i} className="size-14 animate-pulse rounded-full bg-gray-200" />)}
          </div>
          <div className={`mt-4 h-40 w-full ${bar}`} />
        </div>
        <div className="hidden h-96 animate-pulse rounded-2xl bg-gray-100 lg:block" />
      </div>
      <span className="sr-only" role="status">{m.product_loading_dots({}, { locale })}</span>
    </div>
  );
}
