import { messages } from '@haat/shared/rules';
import { CircleCheck, KeyRound, Link2Off } from '../components/icons.tsx';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { AuthCard, authLinkClass } from '../components/auth/auth-card.tsx';
import { FormAlert } from '../components/auth/form-alert.tsx';
import { passwordRulesHint } from '../components/auth/password-rules.ts';
import { primaryButtonClass, SubmitButton } from '../components/auth/submit-button.tsx';
import { useAuthForm } from '../components/auth/use-auth-form.ts';
import { useHydrated } from '../components/use-hydrated.ts';
import { PasswordField } from '../components/form/password-field.tsx';
import { problemStatus, serverProblem } from '../lib/auth-errors.ts';
import { formValues, hasErrors, resetErrors, type FieldErrors, type ResetField } from '../lib/auth-validation.ts';
import { errorText } from '../i18n/error-text.ts';
import * as e from '../i18n/m/errors.ts';
import { fieldErrorText } from '../components/form/field-frame.tsx';
import * as m from '../i18n/m/auth.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { storeApi } from '../lib/store-api-context.server.ts';

/**
 * The reset token rides in the URL: never keep the page in a cache. (Other sites never see it:
 * the server's Referrer-Policy, strict-origin-when-cross-origin, sends them our origin only.)
 */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token')?.trim() ?? '' };
}

type ResetResult =
  | { outcome: 'invalid'; fieldErrors: FieldErrors<ResetField> }
  | { outcome: 'failed'; formError: string }
  | { outcome: 'reset'; message: string; userName: string; email: string; mobile: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValues(form, ['token', 'password', 'confirmPassword'] as const);
  const fieldErrors = resetErrors(values);
  if (hasErrors(fieldErrors)) return data<ResetResult>({ outcome: 'invalid', fieldErrors }, { status: 400 });
  try {
    const result = await storeApi(context).resetPassword(values.token, values.password);
    return data<ResetResult>({ outcome: 'reset', ...result });
  } catch (error) {
    // Expired, already used or unknown links: the server says which.
    return data<ResetResult>({ outcome: 'failed', formError: serverProblem(error, messages.genericNetworkError) }, { status: problemStatus(error) });
  }
}

/** /reset-password?token=…: a new password from the mailed link, then the account it belongs to. */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.outcome === 'reset') return <ResetDone result={actionData} />;
  if (loaderData.token === '') return <LinkMissing />;
  return <ResetForm token={loaderData.token} actionData={actionData} />;
}

function ResetForm({ token, actionData }: { token: string; actionData: ResetResult | undefined }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const locale = useLocale();
  const form = useAuthForm({ password: '', confirmPassword: '' }, resetErrors, actionData?.outcome === 'invalid' ? actionData.fieldErrors : undefined);
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <AuthCard
      icon={KeyRound}
      title={m.auth_reset_title({}, { locale })}
      subtitle={m.auth_reset_subtitle({}, { locale })}
      footer={<>{m.auth_link_not_working({}, { locale })} <Link to="/forgot-password" className={authLinkClass}>{m.auth_request_new_link({}, { locale })}</Link></>}
    >
      {actionData?.outcome === 'failed' && (
        <FormAlert tone="error" className="mb-5">
          {fieldErrorText(errorText(
            actionData.formError, locale, e.errors_reset_link_invalid, e.errors_reset_link_used, e.errors_reset_link_expired,
            e.errors_generic_network_error,
          ), locale)}
        </FormAlert>
      )}
      <Form method="post" noValidate={hydrated} onSubmit={form.onSubmit} className="space-y-5">
        <input type="hidden" name="token" value={token} />
        <PasswordField label={m.auth_new_password({}, { locale })} {...form.field('password')} required autoComplete="new-password" maxLength={64} hint={passwordRulesHint(locale)} />
        <PasswordField label={m.auth_confirm_new_password({}, { locale })} {...form.field('confirmPassword')} required autoComplete="new-password" maxLength={64} />
        <SubmitButton busy={busy} busyLabel={m.auth_resetting({}, { locale })}>{m.auth_reset_password({}, { locale })}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

function LinkMissing() {
  const locale = useLocale();
  return (
    <AuthCard
      icon={Link2Off}
      title={m.auth_link_incomplete_title({}, { locale })}
      subtitle={m.auth_link_incomplete_text({}, { locale })}
    >
      <Link to="/forgot-password" className={primaryButtonClass}>{m.auth_request_new_link({}, { locale })}</Link>
      <p className="mt-4 text-center text-sm text-gray-600">
        <Link to="/login" className={authLinkClass}>{m.auth_back_to_login({}, { locale })}</Link>
      </p>
    </AuthCard>
  );
}

/** The reset result of the spec: the account's user_name, emailid and mobileno. */
function ResetDone({ result }: { result: { message: string; userName: string; email: string; mobile: string } }) {
  const locale = useLocale();
  const rows = [
    { key: 'name', label: m.auth_name({}, { locale }), value: result.userName },
    { key: 'email', label: m.auth_email({}, { locale }), value: result.email },
    { key: 'mobile', label: m.auth_mobile({}, { locale }), value: result.mobile },
  ];
  return (
    <AuthCard icon={CircleCheck} title={m.auth_password_reset_done({}, { locale })} subtitle={errorText(result.message, locale, e.errors_password_reset_done)}>
      <dl className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-gray-50/60">
        {rows.map((row) => (
          <div key={row.key} className="flex items-baseline justify-between gap-4 px-4 py-3 text-sm">
            <dt className="shrink-0 text-gray-500">{row.label}</dt>
            <dd className="min-w-0 text-right font-semibold break-all text-gray-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/login" className={`${primaryButtonClass} mt-6`}>{m.auth_login_with_new_password({}, { locale })}</Link>
    </AuthCard>
  );
}
