import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';

/** What a list shows when it has nothing yet: an icon, a line saying so, and what to do next. */
export function EmptyState({ icon = 'info', title, children, action }: { icon?: IconName; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <span className="rounded-full bg-brand-50 p-3 text-brand-600"><Icon name={icon} className="size-6" /></span>
      <p className="font-semibold text-slate-900">{title}</p>
      {children && <div className="max-w-sm text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
