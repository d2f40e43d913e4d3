import { RotateCw } from '../icons.tsx';
import { formatSeconds, useCountdown } from './use-countdown.ts';
import { useHydrated } from '../use-hydrated.ts';
import { fillIn, slot } from '../form/fill-in.tsx';
import * as m from '../../i18n/m/auth.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * Resend, held back for the server's cool-down with the seconds shown. Key it by the code sent,
 * so that each new code starts the wait afresh. Before the page's script runs there is no
 * countdown: the server refuses an early resend itself.
 */
export function ResendButton({ waitSeconds, busy, label: ownLabel }: { waitSeconds: number; busy: boolean; label?: string }) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const label = ownLabel ?? m.auth_resend({}, { locale });
  const left = useCountdown(waitSeconds);
  const waiting = hydrated && left > 0;
  return (
    <button
      type="submit"
      disabled={busy || waiting}
      className="inline-flex items-center gap-1.5 rounded-md font-semibold text-primary underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-gray-500 disabled:no-underline"
    >
      <RotateCw className={`size-3.5 ${busy ? 'animate-spin' : ''}`} aria-hidden />
      {waiting ? fillIn(m.auth_resend_in({ label, time: slot(0) }, { locale }), [<span key="time" className="tabular-nums">{formatSeconds(left)}</span>]) : label}
    </button>
  );
}
