import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';

/** The centred card of the signed-out pages (sign-in, join). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2 text-brand-700">
          <span className="grid size-9 place-items-center rounded-xl bg-brand-600 text-white"><Icon name="store" className="size-5" /></span>
          <span className="text-lg font-semibold tracking-tight">Haat console</span>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
          {subtitle && <div className="mt-1 text-sm text-slate-600">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
