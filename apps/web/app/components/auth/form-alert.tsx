import { CircleAlert, CircleCheck, Info } from '../icons.tsx';
import type { ReactNode } from 'react';

const tones = {
  error: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-800' },
  info: { icon: Info, className: 'border-amber-200 bg-amber-50 text-amber-900' },
  success: { icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
} as const;

/** A message above a form: errors are announced at once (role=alert), the rest politely. */
export function FormAlert({ tone, children, className = '' }: { tone: keyof typeof tones; children: ReactNode; className?: string }) {
  const { icon: Icon, className: toneClass } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm leading-snug ${toneClass} ${className}`}
    >
      <Icon className="mt-px size-[18px] shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
