import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from '../icons.tsx';
import { useCallback, useSyncExternalStore } from 'react';
import { ProductCard } from '../product-card/product-card.tsx';
import { SectionShell, type SimilarProducts } from './similar-products-section.tsx';
import * as m from '../../i18n/m/product.ts';
// The errors domain's messages each from its own file: through m/errors.ts a page loaded every
// errors message any page uses (the build shares the domain module's whole graph).
import { errors_related_products_failed } from '../../i18n/paraglide/messages/errors_related_products_failed.js';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * "Similar Products": six cards a page on desktop (four on tablets, two on phones, which also
 * swipe); the arrows page through and wrap from the last page to the first and back. Rendered in
 * the browser only, once the products are fetched (decision 037).
 */
export function SimilarProductsCarousel({ result }: { result: SimilarProducts }) {
  const locale = useLocale();
  const [viewport, api] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  // The carousel is the source of truth for the page shown; read it as an external store.
  const subscribe = useCallback((changed: () => void) => {
    api?.on('select', changed).on('reInit', changed);
    return () => { api?.off('select', changed).off('reInit', changed); };
  }, [api]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (api ? `${api.selectedScrollSnap()}/${api.scrollSnapList().length}` : '0/1'),
    () => '0/1',
  );
  const [shown = 0, pages = 1] = snapshot.split('/').map(Number);
  const page = { current: shown, count: pages };

  if (!result.ok) {
    return <SectionShell><p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">{errors_related_products_failed({}, { locale })}</p></SectionShell>;
  }
  if (result.products.length === 0) return null;

  const step = (direction: -1 | 1) => {
    if (!api) return;
    const last = api.scrollSnapList().length - 1;
    const current = api.selectedScrollSnap();
    api.scrollTo(current + direction < 0 ? last : current + direction > last ? 0 : current + direction);
  };

  const controls = page.count > 1 && (
    <div className="flex items-center gap-2">
      <span className="text-sm text-gray-500 tabular-nums" aria-live="polite">{page.current + 1} / {page.count}</span>
      <button type="button" onClick={() => step(-1)} aria-label={m.product_previous_similar({}, { locale })} className="flex size-9 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-700 transition hover:border-primary hover:text-primary">
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <button type="button" onClick={() => step(1)} aria-label={m.product_next_similar({}, { locale })} className="flex size-9 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-700 transition hover:border-primary hover:text-primary">
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </div>
  );

  return (
    <SectionShell controls={controls}>
      <div ref={viewport} className="-mx-1 overflow-hidden px-1 py-2">
        <ul className="-ml-3 flex touch-pan-y md:-ml-4">
          {result.products.map((product) => (
            <li key={product.id} className="min-w-0 shrink-0 grow-0 basis-[48%] pl-3 md:basis-1/4 md:pl-4 lg:basis-1/6">
              <ProductCard product={product} href={`/product-category/${product.asin}`} className="h-full" />
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
