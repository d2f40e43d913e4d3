import type { ButtonHTMLAttributes } from 'react';

const looks = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-600/60',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-600/60',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** A destructive step inside a row (remove, revoke): quiet until pointed at. */
  quietDanger: 'text-red-700 hover:bg-red-50',
} as const;

export type ButtonLook = keyof typeof looks;

/** The classes of a console button, for links that look like one. */
export function buttonClass(look: ButtonLook = 'primary', extra = ''): string {
  return `inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${looks[look]} ${extra}`;
}

/** A console button: primary (one per screen), secondary, danger or ghost. */
export function Button({ look = 'primary', className = '', type = 'button', ...rest }: { look?: ButtonLook } & ButtonHTMLAttributes<HTMLButtonElement>) {
  // oxlint-disable-next-line react/button-has-type -- the type is a prop, 'button' unless given
  return <button type={type} className={buttonClass(look, className)} {...rest} />;
}
