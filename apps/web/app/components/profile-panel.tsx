import { LogIn, UserRound } from './icons.tsx';
import { useLocation } from 'react-router';
import { signInHref } from './auth/sign-in-href.ts';
import { PlainLink } from './follow-links.tsx';
import { SignOutForm } from './auth/sign-out-form.tsx';
import type { ShellData } from '../lib/shell.ts';
import type { Locale } from '../i18n/locale.ts';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** The spec's greeting: the user's name when signed in, an offer to sign in for a guest. */
export function greeting(session: ShellData['session'], locale: Locale): string {
  if (!session.signedIn) return m.shell_hello_sign_in({}, { locale });
  const name = session.userName?.trim();
  return name ? m.shell_hello_name({ name }, { locale }) : m.shell_hello_there({}, { locale });
}

export function accountHref(session: ShellData['session']): string {
  return session.signedIn ? '/UserProfile' : signInHref('/UserProfile');
}

/** The profile menu's panel: loaded when the page is idle or the menu first opens (profile-menu.tsx). */
export function ProfilePanel({ id, hidden, session, close }: { id: string; hidden: boolean; session: ShellData['session']; close: () => void }) {
  const locale = useLocale();
  const text = greeting(session, locale);
  const { pathname, search } = useLocation();
  return (
    <div
      id={id}
      hidden={hidden}
      className="absolute top-full right-0 z-50 mt-2 w-64 origin-top-right rounded-xl border border-gray-100 bg-white p-2 text-sm shadow-xl ring-1 ring-black/5"
    >
      <div className="border-b border-gray-100 px-3 pt-2 pb-3">
        {session.signedIn ? (
          <p className="truncate text-base font-bold text-gray-900">{text}</p>
        ) : (
          <>
            <p className="text-base font-bold text-gray-900">{m.shell_welcome({}, { locale })}</p>
            <p className="mb-3 text-xs text-gray-500">{m.shell_welcome_hint({}, { locale })}</p>
            <PlainLink
              href={signInHref(pathname + search)}
              onClick={close}
              className="flex items-center justify-center gap-2 rounded-lg bg-primary px-4 py-2 font-semibold text-white transition hover:brightness-110"
            >
              <LogIn className="size-4" aria-hidden /> {text}
            </PlainLink>
          </>
        )}
      </div>
      <ul className="pt-1">
        <li>
          <PlainLink href={accountHref(session)} onClick={close} className="flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-gray-700 hover:bg-gray-50 hover:text-primary">
            <UserRound className="size-4" aria-hidden /> {m.shell_your_account({}, { locale })}
          </PlainLink>
        </li>
        {session.signedIn && (
          <li>
            <SignOutForm onSubmit={close} buttonClassName="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left font-medium text-gray-700 hover:bg-gray-50 hover:text-primary" />
          </li>
        )}
      </ul>
    </div>
  );
}
