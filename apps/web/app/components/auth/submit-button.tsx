import { LoaderCircle } from '../icons.tsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  busy: boolean;
  /** What the button says while its request runs ("Signing in..."). */
  busyLabel: string;
  children: ReactNode;
}

export const primaryButtonClass =
  'flex h-12 w-full items-center justify-center gap-2 rounded-full bg-primary px-6 text-[15px] font-bold text-white shadow-md shadow-primary/25 transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-70';

/** The form's main button; while busy it says so, shows a spinner and cannot be pressed twice. */
export function SubmitButton({ busy, busyLabel, children, className = '', disabled, ...rest }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy} className={`${primaryButtonClass} ${className}`} {...rest}>
      {busy ? (
        <>
          <LoaderCircle className="size-5 animate-spin" aria-hidden />
          {busyLabel}
        </>
      ) : children}
    </button>
  );
}
