import { Form, NavLink } from 'react-router';
import { roleLabels, type ConsoleMe } from '@haat/shared/console-api';
import type { MenuEntry } from '../lib/menu.ts';
import { XsrfField } from './form-field.tsx';
import { Icon } from './icons.tsx';

/** The menu's entries (the role's, from calls.ts), the staff member, and sign-out. */
export function ConsoleNav({ me, menu, onNavigate }: { me: ConsoleMe; menu: readonly MenuEntry[]; onNavigate?: () => void }) {
  return (
    // The menu scrolls and the staff member's sign-out stays in view: with every settings page the
    // menu is taller than a laptop's screen, and the sidebar is fixed.
    <div className="flex min-h-0 flex-1 flex-col">
      <nav aria-label="Console" className="min-h-0 flex-1 space-y-1 overflow-y-auto px-3 py-4">
        {menu.map((entry) => (
          <NavLink key={entry.to} to={entry.to} onClick={onNavigate}
            className={({ isActive }) => `flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`}>
            <Icon name={entry.icon} className="size-5 shrink-0" />
            {entry.label}
          </NavLink>
        ))}
      </nav>
      <div className="border-t border-slate-200 p-4">
        <p className="truncate text-sm font-semibold text-slate-900" data-testid="staff-name">{me.staff.name}</p>
        <p className="truncate text-xs text-slate-500">{roleLabels[me.role]} · {me.staff.email}</p>
        <Form method="post" action="/logout" className="mt-3">
          <XsrfField />
          <button type="submit" className="flex min-h-10 w-full items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100">
            <Icon name="logout" className="size-5" />Sign out
          </button>
        </Form>
      </div>
    </div>
  );
}
