import { excludeInCart } from '@haat/shared/rules';
import { ChevronLeft, ChevronRight } from '../icons.tsx';
import { useCallback, useId, useRef, useState } from 'react';
import { useShopState } from '../../state/shop-state.tsx';
import { sectionHeadingClass } from '../home/section-heading.ts';
import { RecentlyViewedCard } from './recently-viewed-card.tsx';
import { pages_recently_viewed } from '../../i18n/paraglide/messages/pages_recently_viewed.js';
import { pages_scroll_recent_left } from '../../i18n/paraglide/messages/pages_scroll_recent_left.js';
import { pages_scroll_recent_right } from '../../i18n/paraglide/messages/pages_scroll_recent_right.js';
import { useLocale } from '../../i18n/use-locale.ts';

/** Spec §9: "Recently viewed scroll step 150 px on mobile, 250 px otherwise". */
const STEP_PHONE = 150;
const STEP_WIDE = 250;

interface RecentlyViewedStripProps {
  /** Product ids to leave out (the cart page passes the ids in the cart). */
  exclude?: number[];
  /** The heading; "Recently Viewed" in the page's language by default. */
  title?: string;
}

/** Recently viewed products, most recent first, in a sideways list with scroll buttons; nothing when empty. */
export function RecentlyViewedStrip({ exclude = [], title }: RecentlyViewedStripProps) {
  const locale = useLocale();
  const { recentlyViewed } = useShopState();
  const items = excludeInCart(recentlyViewed, exclude);
  const headingId = useId();
  const listRef = useRef<HTMLUListElement | null>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  /** Disables a scroll button at its end of the list. */
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft <= 1;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  const attachList = useCallback((list: HTMLUListElement | null) => {
    listRef.current = list;
    if (!list) return;
    // Fires once on observe and again whenever the width changes (rotation, resize).
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  if (items.length === 0) return null;

  function scroll(direction: 1 | -1) {
    // Read at click time only: the step follows the spec's 768 px breakpoint, the layout does not.
    const step = window.matchMedia('(max-width: 767px)').matches ? STEP_PHONE : STEP_WIDE;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    listRef.current?.scrollBy({ left: direction * step, behavior: smooth ? 'smooth' : 'auto' });
  }

  const buttonClass = 'flex size-9 items-center justify-center rounded-full bg-white text-gray-800 shadow-md ring-1 ring-black/5 transition hover:text-primary disabled:cursor-default disabled:opacity-40 disabled:hover:text-gray-800';
  return (
    <section aria-labelledby={headingId} data-testid="recently-viewed">
      <div className="mb-3 flex items-center justify-between gap-3 md:mb-5">
        <h2 id={headingId} className={sectionHeadingClass}>{title ?? pages_recently_viewed({}, { locale })}</h2>
        <div className="flex gap-2">
          <button type="button" aria-label={pages_scroll_recent_left({}, { locale })} disabled={edges.start} onClick={() => scroll(-1)} className={buttonClass}>
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button type="button" aria-label={pages_scroll_recent_right({}, { locale })} disabled={edges.end} onClick={() => scroll(1)} className={buttonClass}>
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
      </div>
      <ul
        // Keyed by the count so a changed list is measured afresh when it remounts.
        key={items.length}
        ref={attachList}
        onScroll={measure}
        className="-mx-3 flex gap-3 overflow-x-auto px-3 pt-1 pb-3 md:-mx-1 md:px-1 [scrollbar-width:none] md:gap-4 [&::-webkit-scrollbar]:hidden"
      >
        {items.map((entry) => (
          <li key={entry.id} className="w-36 shrink-0 md:w-48">
            <RecentlyViewedCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
