import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../when-idle.ts';
import { similarProducts } from './similar-products-fetch.ts';
import { SimilarProductsSkeleton, type SimilarProducts } from './similar-products-section.tsx';

// Below the fold, with the carousel library: loaded beside the page, not before it is interactive.
const SimilarProductsCarousel = lazy(() => import('./similar-products-carousel.tsx').then((m) => ({ default: m.SimilarProductsCarousel })));

/** How far ahead of the screen the section asks for its products, so they are there when it scrolls in. */
const AHEAD = '800px 0px';

/** The longest the section waits for the browser to be idle before asking anyway. */
const IDLE_WAIT_MS = 2_000;

/**
 * "Similar Products" (decision 037): the first HTML carries the section's heading and its cards'
 * places; the products are fetched by the browser when the section comes near the screen, or
 * once the page is idle after it starts running, whichever is first. The server's render thus
 * makes no second catalogue call and writes no cards or card data for them.
 */
export function LaterSimilarProducts({ categoryId, productId }: { categoryId: number; productId: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<SimilarProducts | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let live = true;
    let asked = false;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) ask();
    }, { rootMargin: AHEAD });
    function ask() {
      if (asked) return;
      asked = true;
      observer.disconnect();
      cancelIdle();
      // A transition: React draws the 24 cards in short slices, never one long task in the shopper's way.
      similarProducts(categoryId, productId).then((found) => { if (live) startTransition(() => setResult(found)); });
    }
    observer.observe(element);
    cancelIdle = whenIdle(ask, IDLE_WAIT_MS);
    return () => {
      live = false;
      observer.disconnect();
      cancelIdle();
    };
  }, [categoryId, productId]);

  return (
    <div ref={ref}>
      {result
        ? <Suspense fallback={<SimilarProductsSkeleton />}><SimilarProductsCarousel result={result} /></Suspense>
        : <SimilarProductsSkeleton />}
    </div>
  );
}
