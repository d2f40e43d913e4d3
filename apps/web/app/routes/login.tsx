import type { StoreApi } from '@haat/shared/api';
import { cartCookieName, decodeCartCookie } from '@haat/shared/rules';
import { readCookie } from '../lib/cookies.ts';
import { LogIn } from '../components/icons.tsx';
import { useState } from 'react';
import { data, Form, Link, redirect, useLocation, useNavigate, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/login';
import { AuthCard, authLinkClass } from '../components/auth/auth-card.tsx';
import { FormAlert } from '../components/auth/form-alert.tsx';
import { SubmitButton } from '../components/auth/submit-button.tsx';
import { SuccessDialog } from '../components/auth/success-dialog.tsx';
import { useAuthForm } from '../components/auth/use-auth-form.ts';
import { useHydrated } from '../components/use-hydrated.ts';
import { PasswordField } from '../components/form/password-field.tsx';
import { TextField } from '../components/form/text-field.tsx';
import { signInProblem, problemStatus } from '../lib/auth-errors.ts';
import { returnTarget, safeReturnPath, stateFrom } from '../lib/auth-redirect.ts';
import { formValues, hasErrors, loginErrors, type FieldErrors, type LoginField } from '../lib/auth-validation.ts';
import { clearSessionCookies, isSignedIn, withCookies } from '../lib/session.server.ts';
import { clearGuestCartCookie, mergeGuestCart } from '../lib/server-cart.ts';
import { errorText } from '../i18n/error-text.ts';
import * as e from '../i18n/m/errors.ts';
import { fieldErrorText } from '../components/form/field-frame.tsx';
import * as m from '../i18n/m/auth.ts';
import { useLocale } from '../i18n/use-locale.ts';
import type { Locale } from '../i18n/locale.ts';
import { storeApi, storeApiForToken } from '../lib/store-api-context.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const expired = query.get('expired') === '1';
  const redirectTo = safeReturnPath(query.get('redirectTo'));
  // Spec: a signed-in visitor has nothing to do here and goes on to checkout (or where they were headed).
  if (isSignedIn(request) && !expired) throw redirect(redirectTo ?? '/checkout2');
  const page = { expired, redirectTo, registered: query.get('registered') === '1' };
  // A browser call the server refused sends the shopper here: the dead session's cookies go now.
  return expired && isSignedIn(request) ? data(page, { headers: withCookies(clearSessionCookies()) }) : page;
}

type LoginResult =
  | { outcome: 'invalid'; fieldErrors: FieldErrors<LoginField>; username: string }
  | { outcome: 'failed'; formError: string; username: string }
  | { outcome: 'signedIn'; redirectTo: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValues(form, ['username', 'password'] as const);
  const redirectTo = safeReturnPath(form.get('redirectTo')) ?? '/';
  const fieldErrors = loginErrors(values);
  if (hasErrors(fieldErrors)) {
    return data<LoginResult>({ outcome: 'invalid', fieldErrors, username: values.username }, { status: 400 });
  }
  try {
    const session = await storeApi(context).signIn(values.username.trim(), values.password);
    // The server's Set-Cookie lines (HttpOnly token, XSRF, profile) go on to the browser as they are.
    const headers = withCookies([...session.setCookies, ...(await mergedGuestCart(request, storeApiForToken(context, session.accessToken)))]);
    // Without JavaScript there is no dialog to show: straight back to where the shopper was headed.
    if (form.get('enhanced') !== '1') return redirect(redirectTo, { headers });
    return data<LoginResult>({ outcome: 'signedIn', redirectTo }, { headers });
  } catch (error) {
    return data<LoginResult>({ outcome: 'failed', formError: signInProblem(error), username: values.username }, { status: problemStatus(error) });
  }
}

/**
 * Spec §4: on login the guest's cookie cart joins the server cart and the cookie goes. If that
 * fails the cookie stays, and the next page's shell merges it instead: nothing is lost.
 */
async function mergedGuestCart(request: Request, api: StoreApi): Promise<string[]> {
  const guestLines = decodeCartCookie(readCookie(request.headers.get('cookie'), cartCookieName));
  if (guestLines.length === 0) return [];
  try {
    await mergeGuestCart(api, guestLines);
    return [clearGuestCartCookie];
  } catch {
    return [];
  }
}

// After signing in the dialog shows first; re-running the loader would send the visitor on at once.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? false : defaultShouldRevalidate;
}

/** /login: username (e-mail or mobile) and password, then back to where the shopper came from. */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const locale = useLocale();
  // Buy Now passes its origin in the navigation state; a form submission replaces that state,
  // so keep what the page arrived with. (Read only after hydration: the server never sees it.)
  const [arrival] = useState<unknown>(() => (hydrated ? location.state : null));
  const target = returnTarget(loaderData.redirectTo, stateFrom(arrival));
  const form = useAuthForm(
    { username: actionData?.outcome === 'signedIn' ? '' : (actionData?.username ?? prefilledUsername(arrival)), password: '' },
    loginErrors,
    actionData?.outcome === 'invalid' ? actionData.fieldErrors : undefined,
  );
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const signedIn = actionData?.outcome === 'signedIn';

  function goOn() {
    if (actionData?.outcome !== 'signedIn') return;
    // Buy Now's product travels on to checkout in the state it came with.
    const state = actionData.redirectTo === stateFrom(arrival) ? arrival : undefined;
    void navigate(actionData.redirectTo, { replace: true, state });
  }

  return (
    <AuthCard
      icon={LogIn}
      title={m.auth_login({}, { locale })}
      subtitle={m.auth_login_subtitle({}, { locale })}
      aside={{ heading: m.auth_login_aside_heading({}, { locale }), text: m.auth_login_aside_text({}, { locale }) }}
      footer={
        <>
          <p>{m.auth_new_here({}, { locale })} <Link to="/register" className={authLinkClass}>{m.auth_create_an_account({}, { locale })}</Link></p>
          <p className="mt-2">{m.auth_not_verified_yet({}, { locale })} <Link to="/CreateAccountCard" className={authLinkClass}>{m.auth_verify_title({}, { locale })}</Link></p>
        </>
      }
    >
      <div className="space-y-3 empty:hidden">
        {/* The arrival notices give way once the shopper has tried to sign in. */}
        {loaderData.expired && !actionData && <FormAlert tone="info">{e.errors_session_expired({}, { locale })}</FormAlert>}
        {loaderData.registered && !actionData && <FormAlert tone="success">{e.errors_registration_successful({}, { locale })} {m.auth_please_sign_in({}, { locale })}</FormAlert>}
        {actionData?.outcome === 'failed' && <FormAlert tone="error">{signInErrorText(actionData.formError, locale)}</FormAlert>}
      </div>
      <Form method="post" noValidate={hydrated} onSubmit={form.onSubmit} className="mt-5 space-y-5">
        <input type="hidden" name="redirectTo" value={hydrated ? target : (loaderData.redirectTo ?? '/')} />
        <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
        <TextField
          label={m.auth_username_label({}, { locale })}
          {...form.field('username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={m.auth_username_placeholder({}, { locale })}
        />
        <div>
          <PasswordField label={m.auth_password({}, { locale })} {...form.field('password')} required autoComplete="current-password" placeholder={m.auth_password_placeholder({}, { locale })} />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={authLinkClass}>{m.auth_forgot_password({}, { locale })}</Link>
          </p>
        </div>
        <SubmitButton busy={busy} busyLabel={m.auth_signing_in({}, { locale })} disabled={signedIn}>{m.auth_login({}, { locale })}</SubmitButton>
      </Form>
      <SuccessDialog
        open={signedIn}
        title={e.errors_login_successful({}, { locale })}
        message={signedIn && actionData.redirectTo !== '/' ? m.auth_taking_you_back({}, { locale }) : m.auth_taking_you_to_shop({}, { locale })}
        actionLabel={m.auth_continue({}, { locale })}
        onContinue={goOn}
        autoContinueMs={1500}
      />
    </AuthCard>
  );
}

/** Why signing in failed, in the page's language (lib/auth-errors.ts gives it in English). */
function signInErrorText(text: string, locale: Locale): string {
  const known = errorText(
    text, locale, e.errors_login_failed, e.errors_sign_in_rejected, e.errors_too_many_sign_ins, e.errors_generic_network_error,
    e.errors_password_required, e.errors_request_too_large,
  );
  return fieldErrorText(known, locale);
}

/** After registering, the login form starts with the new account's e-mail. */
function prefilledUsername(state: unknown): string {
  if (state && typeof state === 'object' && 'username' in state && typeof state.username === 'string') return state.username;
  return '';
}
