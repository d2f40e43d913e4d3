import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: 'alert' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: 'check' },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-800', icon: 'info' },
} as const;

/** An inline notice above a form or list: the server's message after an action, or a hint. */
export function Notice({ tone = 'info', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  const { box, icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${box}`}>
      <Icon name={icon} className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
