import { ChevronDown, UserRound } from './icons.tsx';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ShellData } from '../lib/shell.ts';
import { useDismiss } from './use-dismiss.ts';
import { useOpenedOnce } from './use-opened-once.ts';
import { loadWhenIdle } from './when-idle.ts';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

// The panel's code (links, the sign-out form) joins the page once it is idle, or at the first
// opening: it is not part of every page's first scripts (decision 035).
const loadPanel = () => import('./profile-panel.tsx');
const ProfilePanel = lazy(() => loadPanel().then((module) => ({ default: module.ProfilePanel })));

/**
 * Header profile menu (a disclosure: a button with aria-expanded and a panel of plain links, so
 * Tab moves through it). Escape or a click outside closes it. The panel is rendered from its
 * first opening on: it needs the page's script to open, and every page carried it hidden.
 */
export function ProfileMenu({ session }: { session: ShellData['session'] }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, root, button);
  const rendered = useOpenedOnce(open);
  const locale = useLocale();
  useEffect(() => loadWhenIdle(loadPanel), []);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={rendered ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        className="flex flex-col items-center gap-0.5 rounded-lg px-2 py-1 text-gray-700 transition hover:text-primary aria-expanded:text-primary"
      >
        <UserRound className="size-6" strokeWidth={1.8} aria-hidden />
        <span className="hidden items-center gap-0.5 text-xs font-semibold md:flex">
          {m.shell_profile({}, { locale })} <ChevronDown className="size-3" aria-hidden />
        </span>
        <span className="sr-only">{m.shell_profile_menu({}, { locale })}</span>
      </button>
      {rendered && (
        <Suspense fallback={null}>
          <ProfilePanel id={panelId} hidden={!open} session={session} close={close} />
        </Suspense>
      )}
    </div>
  );
}
