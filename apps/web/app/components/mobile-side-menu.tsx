import { Menu } from './icons.tsx';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ShellData } from '../lib/shell.ts';
import { useOpenedOnce } from './use-opened-once.ts';
import { loadWhenIdle } from './when-idle.ts';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

interface MobileSideMenuProps {
  shell: ShellData;
  counts: { cart: number; wishlist: number };
}

// The panel's code (and the category tree's) is not part of a page's first load: a phone
// fetches it once the page is idle, or on the first tap if that comes sooner.
const loadPanel = () => import('./mobile-menu-panel.tsx');
const MobileMenuPanel = lazy(loadPanel);

/**
 * The phone menu: a hamburger that slides a panel (mobile-menu-panel.tsx) in from the left. It
 * is open only on the page it was opened on, so any navigation (a link, Back) closes it.
 */
export function MobileSideMenu({ shell, counts }: MobileSideMenuProps) {
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const locale = useLocale();
  const open = openedAt === key;
  const rendered = useOpenedOnce(open);
  const opener = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => {
    setOpenedAt(null);
    opener.current?.focus();
  }, []);
  useEffect(() => loadWhenIdle(loadPanel), []);

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-label={m.shell_open_menu({}, { locale })}
        aria-expanded={open}
        aria-controls={rendered ? panelId : undefined}
        onClick={() => setOpenedAt(key)}
        className="-ml-1 rounded-lg p-2 text-gray-800 hover:bg-gray-100 md:hidden"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {/* The panel is rendered from its first opening on, not in every page's HTML (decision 034);
          starting: styles slide it in on that first opening as on every later one. */}
      {rendered && (
        <Suspense fallback={null}>
          <MobileMenuPanel shell={shell} counts={counts} open={open} close={close} panelId={panelId} />
        </Suspense>
      )}
    </>
  );
}
