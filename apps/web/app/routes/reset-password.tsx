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
  const form = useAuthForm({ password: '', confirmPassword: '' }, resetErrors, actionData?.outcome === 'invalid' ? actionData.fieldErrors : undefined);
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <AuthCard
      icon={KeyRound}
      title="Set a new password"
      subtitle="Choose a password you don't use on other sites."
      footer={<>Link not working? <Link to="/forgot-password" className={authLinkClass}>Request a new link</Link></>}
    >
      {actionData?.outcome === 'failed' && <FormAlert tone="error" className="mb-5">{actionData.formError}</FormAlert>}
      <Form method="post" noValidate={hydrated} onSubmit={form.onSubmit} className="space-y-5">
        <input type="hidden" name="token" value={token} />
        <PasswordField label="New password" {...form.field('password')} required autoComplete="new-password" maxLength={64} hint={passwordRulesHint} />
        <PasswordField label="Confirm new password" {...form.field('confirmPassword')} required autoComplete="new-password" maxLength={64} />
        <SubmitButton busy={busy} busyLabel="Resetting...">Reset password</SubmitButton>
      </Form>
    </AuthCard>
  );
}

function LinkMissing() {
  return (
    <AuthCard
      icon={Link2Off}
      title="This reset link is incomplete"
      subtitle="Open the link from your password-reset e-mail exactly as it was sent, or ask for a new one."
    >
      <Link to="/forgot-password" className={primaryButtonClass}>Request a new link</Link>
      <p className="mt-4 text-center text-sm text-gray-600">
        <Link to="/login" className={authLinkClass}>Back to login</Link>
      </p>
    </AuthCard>
  );
}

/** The reset result of the spec: the account's user_name, emailid and mobileno. */
function ResetDone({ result }: { result: { message: string; userName: string; email: string; mobile: string } }) {
  const rows = [
    { label: 'Name', value: result.userName },
    { label: 'E-mail', value: result.email },
    { label: 'Mobile', value: result.mobile },
  ];
  return (
    <AuthCard icon={CircleCheck} title="Password reset" subtitle={result.message}>
      <dl className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-gray-50/60">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 px-4 py-3 text-sm">
            <dt className="shrink-0 text-gray-500">{row.label}</dt>
            <dd className="min-w-0 text-right font-semibold break-all text-gray-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/login" className={`${primaryButtonClass} mt-6`}>Login with your new password</Link>
    </AuthCard>
  );
}
