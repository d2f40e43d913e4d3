import type { CustomerProfile } from '@haat/shared/api';
import { Menu, X } from '../icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { AccountNavList } from './account-nav-list.tsx';
import { AccountIdentity } from './account-sidebar.tsx';
import { initialOf } from './welcome-name.ts';
import * as m from '../../i18n/m/account.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import * as shell from '../../i18n/m/shell.ts';

/**
 * Phones: a bar naming the customer, with a button that slides the dashboard's links in from
 * the left. A native modal <dialog> keeps focus inside, closes on Escape and hands focus back.
 */
export function AccountDrawer({ profile, pathname }: { profile: CustomerProfile | null; pathname: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Open only on the page it was opened on: any navigation (a link in it, Back) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const close = () => setOpenedOn(null);
  const locale = useLocale();
  const name = profile?.userName.trim() || shell.shell_your_account({}, { locale });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Escape closes the <dialog> by itself; a click on the dimmed backdrop lands on the <dialog>.
    const onClose = () => setOpenedOn(null);
    const onClick = (event: MouseEvent) => { if (event.target === element) element.close(); };
    element.addEventListener('close', onClose);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('close', onClose);
      element.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <div className="mb-4 md:hidden">
      <div className="flex items-center justify-between rounded-2xl border border-gray-200 bg-white px-4 py-3 shadow-sm">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white">
            {initialOf(name)}
          </span>
          <div className="min-w-0">
            <p className="text-[11px] font-semibold tracking-wide text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{shell.footer_my_account({}, { locale })}</p>
            <p className="truncate text-sm font-bold text-gray-900">{name}</p>
          </div>
        </div>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpenedOn(pathname)}
          className="flex shrink-0 items-center gap-2 rounded-full border border-gray-200 px-4 py-2 text-sm font-semibold text-gray-800 transition hover:border-primary hover:text-primary"
        >
          <Menu className="size-4" aria-hidden /> {m.account_menu({}, { locale })}
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-label={m.account_menu({}, { locale })}
        className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[85%] max-w-xs -translate-x-full bg-white p-0 text-gray-900 shadow-2xl transition-[translate,overlay,display] transition-discrete duration-300 ease-out backdrop:bg-black/50 open:translate-x-0 starting:open:-translate-x-full md:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-start justify-between gap-2 border-b border-gray-100 bg-gradient-to-br from-primary/10 to-transparent px-4 py-4">
            <AccountIdentity profile={profile} />
            <button
              type="button"
              autoFocus
              onClick={close}
              aria-label={m.account_close_menu({}, { locale })}
              className="flex size-9 shrink-0 items-center justify-center rounded-full text-gray-500 transition hover:bg-gray-100 hover:text-gray-900"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <nav aria-label={m.account_navigation({}, { locale })} className="flex-1 overflow-y-auto overscroll-contain p-2">
            <AccountNavList pathname={pathname} onNavigate={close} />
          </nav>
        </div>
      </dialog>
    </div>
  );
}
