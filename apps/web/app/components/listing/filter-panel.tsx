import { SlidersHorizontal, X } from '../icons.tsx';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useBodyScrollLock } from '../use-body-scroll-lock.ts';
import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';

export interface FilterDrawer {
  open: boolean;
  panelId: string;
  openerId: string;
  show(): void;
  close(): void;
}

/**
 * The drawer's id. The Filters button is a link to it, and CSS opens the drawer while it is the
 * address's #target: so the button works before (and without) scripts.
 */
const filtersAnchor = 'filters';

/**
 * The phone's filter drawer state. It is open only for the location it was opened on, so any
 * navigation (a picked price, a category link, Back) closes it.
 */
export function useFilterDrawer(): FilterDrawer {
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const panelId = filtersAnchor;
  const openerId = `${panelId}-opener`;
  const close = useCallback(() => {
    setOpenedAt(null);
    // Opened before the scripts ran, the drawer is the address's #filters target: leave it.
    if (window.location.hash === `#${filtersAnchor}`) window.location.replace('#');
    // Focus goes back to the Filters button so keyboard users are not stranded.
    document.getElementById(openerId)?.focus();
  }, [openerId]);
  return { open: openedAt === key, panelId, openerId, show: () => setOpenedAt(key), close };
}

/** The phone's "Filters" button (hidden from 768 px, where the panel is always shown). */
export function FilterButton({ drawer, activeCount }: { drawer: FilterDrawer; activeCount: number }) {
  const locale = useLocale();
  return (
    <a
      id={drawer.openerId}
      href={`#${drawer.panelId}`}
      role="button"
      onClick={(event) => {
        event.preventDefault();
        drawer.show();
      }}
      // A link answers Enter; as a button it must answer Space too.
      onKeyDown={(event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        drawer.show();
      }}
      aria-expanded={drawer.open}
      aria-controls={drawer.panelId}
      className="flex h-10 flex-1 items-center justify-center gap-2 rounded-lg border border-gray-200 bg-white px-3 text-sm font-semibold text-gray-800 md:hidden"
    >
      <SlidersHorizontal className="size-4" aria-hidden />
      {m.listing_filters({}, { locale })}
      {activeCount > 0 && <span className="flex size-5 items-center justify-center rounded-full bg-primary text-[11px] text-white">{activeCount}</span>}
    </a>
  );
}

/**
 * The filters column: a sticky sidebar from 768 px, a slide-in drawer below it. Rendered once and
 * switched by CSS, so the server HTML is right on every screen.
 */
export function FilterPanel({ drawer, children }: { drawer: FilterDrawer; children: ReactNode }) {
  const closer = useRef<HTMLButtonElement>(null);
  const { open, close } = drawer;
  const locale = useLocale();

  useBodyScrollLock(open);
  useEffect(() => {
    if (!open) return;
    closer.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <>
      <div aria-hidden onClick={close} className={`fixed inset-0 z-[60] bg-black/50 transition-opacity md:hidden ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`} />
      <aside
        id={drawer.panelId}
        aria-label={m.listing_filters({}, { locale })}
        className={`fixed inset-y-0 left-0 z-[70] flex w-[85%] max-w-xs flex-col bg-white shadow-2xl transition-[translate,visibility] duration-300 md:static md:z-auto md:w-60 md:max-w-none md:shrink-0 md:translate-x-0 md:self-start md:bg-transparent md:shadow-none lg:w-64 ${open ? 'visible translate-x-0' : 'invisible -translate-x-full target:visible target:translate-x-0 md:visible'}`}
      >
        <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3 md:hidden">
          <p className="text-base font-bold">{m.listing_filters({}, { locale })}</p>
          {/* Without scripts, Back or a picked filter leaves the #filters target, closing it. */}
          <button ref={closer} type="button" onClick={close} aria-label={m.listing_close_filters({}, { locale })} className="rounded-full p-2 text-gray-600 hover:bg-gray-100">
            <X className="size-5" aria-hidden />
          </button>
        </div>
        {/* From 768 px the panel is as long as its lists and scrolls with the page: a sticky box
            with a scroll of its own cut its last line in half, which read as broken. */}
        <div className="flex-1 space-y-6 overflow-y-auto p-4 md:overflow-visible md:rounded-xl md:bg-white md:ring-1 md:ring-gray-200/80">
          {children}
        </div>
      </aside>
    </>
  );
}
