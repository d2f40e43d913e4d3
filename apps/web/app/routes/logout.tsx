import { CircleCheck, LogIn, LogOut } from '../components/icons.tsx';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { useAccountLayoutData } from '../components/account/account-data.ts';
import { EmailText } from '../components/account/profile-card.tsx';
import { initialOf } from '../components/account/welcome-name.ts';
import type { ShellData } from '../lib/shell.ts';
import { XsrfField } from '../components/form/xsrf-field.tsx';
import * as e from '../i18n/m/errors.ts';
import * as m from '../i18n/m/auth.ts';
import { useLocale } from '../i18n/use-locale.ts';

/**
 * /logout (accounts spec §2): signed in, the user name and a Logout button that signs out and
 * comes back here; signed out, "You are logged out" and a "Login here" link.
 */
export default function LogoutPage() {
  const { signedIn, profile } = useAccountLayoutData();
  const shell = useRouteLoaderData<ShellData>('root');
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle' && navigation.formAction === '/sign-out';
  const locale = useLocale();
  const name = profile?.userName.trim() || shell?.session.userName?.trim() || m.auth_no_name({}, { locale });

  if (!signedIn) {
    return (
      <Card>
        <span className="flex size-16 items-center justify-center rounded-full bg-green-50 text-green-600">
          <CircleCheck className="size-9" strokeWidth={1.8} aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold text-gray-900">{e.errors_logged_out({}, { locale })}</h1>
        <p className="mt-2 text-sm text-gray-600">{m.auth_logged_out_text({}, { locale })}</p>
        <Link to="/login" className="mt-7 inline-flex w-full items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 text-sm font-bold text-white shadow-md transition hover:brightness-110">
          <LogIn className="size-4" aria-hidden /> {m.auth_login_here({}, { locale })}
        </Link>
        <Link to="/" className="mt-3 text-sm font-semibold text-gray-600 underline-offset-4 hover:text-gray-900 hover:underline">{m.auth_continue_shopping_cap({}, { locale })}</Link>
      </Card>
    );
  }

  return (
    <Card>
      <span aria-hidden className="flex size-16 items-center justify-center rounded-full bg-primary text-2xl font-bold text-white shadow-md">
        {initialOf(name)}
      </span>
      <h1 className="mt-5 text-2xl font-extrabold text-gray-900">{name}</h1>
      {profile?.email && <p className="mt-0.5 text-sm text-gray-500"><EmailText email={profile.email} /></p>}
      <p className="mt-4 text-sm text-gray-600">
        {m.auth_signed_in_text({}, { locale })}
      </p>
      <Form method="post" action="/sign-out" className="mt-7 w-full">
        <input type="hidden" name="redirectTo" value="/logout" />
        <XsrfField />
        <button
          type="submit"
          disabled={leaving}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 text-sm font-bold text-white shadow-md transition hover:brightness-110 disabled:opacity-70"
        >
          <LogOut className="size-4" aria-hidden /> {leaving ? m.auth_logging_out({}, { locale }) : m.auth_logout({}, { locale })}
        </button>
      </Form>
      <Link to="/UserProfile" className="mt-3 text-sm font-semibold text-gray-600 underline-offset-4 hover:text-gray-900 hover:underline">{m.auth_back_to_account({}, { locale })}</Link>
    </Card>
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-10 text-center shadow-sm md:px-10">
      {children}
    </section>
  );
}
