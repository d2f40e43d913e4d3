import { BadgeCheck, ShoppingBag } from '../components/icons.tsx';
import { Link, useRouteLoaderData, useSearchParams } from 'react-router';
import { authLinkClass } from '../components/auth/auth-card.tsx';
import { primaryButtonClass } from '../components/auth/submit-button.tsx';
import type { ShellData } from '../lib/shell.ts';
import * as e from '../i18n/m/errors.ts';
import * as m from '../i18n/m/auth.ts';
import { useLocale } from '../i18n/use-locale.ts';

const confirmations = {
  email: m.auth_email_confirmed,
  phone: m.auth_mobile_confirmed,
} as const;

/** /AccountVerifiedCard: where a verified code lands. */
export default function AccountVerifiedCard() {
  const [params] = useSearchParams();
  const shell = useRouteLoaderData<ShellData>('root');
  const locale = useLocale();
  const via = params.get('via');
  const confirmation = (via === 'email' || via === 'phone' ? confirmations[via] : m.auth_account_confirmed)({}, { locale });
  return (
    <section className="bg-gradient-to-b from-gray-50 to-white px-4 pt-10 pb-16 md:pt-16">
      <div className="mx-auto max-w-md overflow-hidden rounded-3xl border border-gray-200/80 bg-white px-6 pt-10 pb-8 text-center shadow-xl shadow-gray-200/50 md:px-10">
        <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-[10px] ring-emerald-50/50">
          <BadgeCheck className="size-11" aria-hidden />
        </span>
        <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-gray-900">{e.errors_account_verified({}, { locale })}</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-gray-600">{confirmation} {m.auth_all_set({}, { locale })}</p>
        <Link to="/" className={`${primaryButtonClass} mt-8`}>
          <ShoppingBag className="size-5" aria-hidden /> {m.auth_go_home({}, { locale })}
        </Link>
        {!shell?.session.signedIn && (
          <p className="mt-5 text-sm text-gray-600">
            {m.auth_ready_to_check_out({}, { locale })} <Link to="/login" className={authLinkClass}>{m.auth_login({}, { locale })}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
