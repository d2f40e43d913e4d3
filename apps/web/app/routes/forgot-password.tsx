import { messages } from '@haat/shared/rules';
import { KeyRound, MailCheck } from '../components/icons.tsx';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { AuthCard, authLinkClass } from '../components/auth/auth-card.tsx';
import { FormAlert } from '../components/auth/form-alert.tsx';
import { primaryButtonClass, SubmitButton } from '../components/auth/submit-button.tsx';
import { useAuthForm } from '../components/auth/use-auth-form.ts';
import { useHydrated } from '../components/use-hydrated.ts';
import { emailInput } from '../components/form/input-presets.ts';
import { TextField } from '../components/form/text-field.tsx';
import { problemStatus, serverProblem } from '../lib/auth-errors.ts';
import { forgotErrors, formValues, hasErrors, type FieldErrors, type ForgotField } from '../lib/auth-validation.ts';
import { storeApi } from '../lib/store-api-context.server.ts';

type ForgotResult =
  | { outcome: 'invalid'; fieldErrors: FieldErrors<ForgotField>; email: string }
  | { outcome: 'failed'; formError: string; email: string }
  | { outcome: 'sent'; message: string; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { email } = formValues(await request.formData(), ['email'] as const);
  const fieldErrors = forgotErrors({ email });
  if (hasErrors(fieldErrors)) return data<ForgotResult>({ outcome: 'invalid', fieldErrors, email }, { status: 400 });
  try {
    // The same reply whether or not the account exists: the page never tells who is a customer.
    const message = await storeApi(context).requestPasswordReset(email.trim());
    return data<ForgotResult>({ outcome: 'sent', message, email: email.trim() });
  } catch (error) {
    return data<ForgotResult>({ outcome: 'failed', formError: serverProblem(error, messages.genericNetworkError), email }, { status: problemStatus(error) });
  }
}

/** /forgot-password: asks for a reset link by e-mail (reached from the login page). */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const form = useAuthForm(
    { email: actionData?.email ?? '' },
    forgotErrors,
    actionData?.outcome === 'invalid' ? actionData.fieldErrors : undefined,
  );
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  if (actionData?.outcome === 'sent') {
    return (
      <AuthCard
        icon={MailCheck}
        title="Check your inbox"
        subtitle={<>We sent the reset instructions to <strong className="font-semibold break-all text-gray-900">{actionData.email}</strong> if it belongs to an account.</>}
        footer={<>Nothing arrived? Check your spam folder or <Link to="/forgot-password" className={authLinkClass}>try again</Link>.</>}
      >
        <FormAlert tone="success">{actionData.message}</FormAlert>
        <Link to="/login" className={`${primaryButtonClass} mt-6`}>Back to login</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we'll send you a link to set a new password."
      footer={<>Remembered it? <Link to="/login" className={authLinkClass}>Back to login</Link></>}
    >
      {actionData?.outcome === 'failed' && <FormAlert tone="error" className="mb-5">{actionData.formError}</FormAlert>}
      <Form method="post" noValidate={hydrated} onSubmit={form.onSubmit} className="space-y-5">
        <TextField label="E-mail" {...emailInput} {...form.field('email')} required />
        <SubmitButton busy={busy} busyLabel="Sending...">Send reset link</SubmitButton>
      </Form>
    </AuthCard>
  );
}
