import { RefreshCw, TriangleAlert } from '../icons.tsx';
import { useRevalidator } from 'react-router';
import * as e from '../../i18n/m/errors.ts';
import * as m from '../../i18n/m/account.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The profile could not be loaded (not a refused token, which signs the shopper out). */
export function ProfileUnavailable() {
  const revalidator = useRevalidator();
  const locale = useLocale();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <TriangleAlert className="size-5 shrink-0" aria-hidden />
      <p className="flex-1">{e.errors_profile_fetch_failed({}, { locale })}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state !== 'idle'}
        className="flex items-center gap-1.5 rounded-full border border-amber-300 bg-white px-3.5 py-1.5 font-semibold hover:bg-amber-100 disabled:opacity-60"
      >
        <RefreshCw className={`size-4 ${revalidator.state !== 'idle' ? 'animate-spin' : ''}`} aria-hidden /> {m.account_try_again({}, { locale })}
      </button>
    </div>
  );
}
