import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import type { ConsoleMe } from '@haat/shared/console-api';
import type { MenuEntry } from '../lib/menu.ts';
import { ConsoleNav } from './console-nav.tsx';
import { Icon } from './icons.tsx';

function ShopName({ me }: { me: ConsoleMe }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-600 text-white"><Icon name="store" className="size-4.5" /></span>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900" data-testid="shop-name">{me.store.name}</p>
        <p className="text-xs text-slate-500">Console</p>
      </div>
    </div>
  );
}

/**
 * The signed-in console's frame: a sidebar on wide screens; on phones a top bar whose menu
 * button opens the same entries in a sheet. The page goes in the main column.
 */
export function ConsoleShell({ me, menu, children }: { me: ConsoleMe; menu: readonly MenuEntry[]; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-screen lg:pl-64">
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
        <div className="border-b border-slate-200 px-5 py-4"><ShopName me={me} /></div>
        <ConsoleNav me={me} menu={menu} />
      </aside>
      <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
        <ShopName me={me} />
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger className="grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100" aria-label="Open the menu">
            <Icon name="menu" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
            <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
              <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
                <Dialog.Title className="text-sm font-semibold text-slate-900">Menu</Dialog.Title>
                <Dialog.Close className="grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100" aria-label="Close the menu">
                  <Icon name="close" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">The console's pages and sign-out</Dialog.Description>
              <ConsoleNav me={me} menu={menu} onNavigate={() => setOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">{children}</main>
    </div>
  );
}
