import { RotateCw } from '../icons.tsx';
import { formatSeconds, useCountdown } from './use-countdown.ts';
import { useHydrated } from '../use-hydrated.ts';

/**
 * Resend, held back for the server's cool-down with the seconds shown. Key it by the code sent,
 * so that each new code starts the wait afresh. Before the page's script runs there is no
 * countdown: the server refuses an early resend itself.
 */
export function ResendButton({ waitSeconds, busy, label = 'Resend' }: { waitSeconds: number; busy: boolean; label?: string }) {
  const hydrated = useHydrated();
  const left = useCountdown(waitSeconds);
  const waiting = hydrated && left > 0;
  return (
    <button
      type="submit"
      disabled={busy || waiting}
      className="inline-flex items-center gap-1.5 rounded-md font-semibold text-primary underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-gray-500 disabled:no-underline"
    >
      <RotateCw className={`size-3.5 ${busy ? 'animate-spin' : ''}`} aria-hidden />
      {waiting ? <>{label} in <span className="tabular-nums">{formatSeconds(left)}</span></> : label}
    </button>
  );
}
