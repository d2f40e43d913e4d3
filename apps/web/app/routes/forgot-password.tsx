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
import { errorText } from '../i18n/error-text.ts';
import * as e from '../i18n/m/errors.ts';
import { fieldErrorText } from '../components/form/field-frame.tsx';
import * as m from '../i18n/m/auth.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { fillIn, slot } from '../components/form/fill-in.tsx';
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
  const locale = useLocale();
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
        title={m.auth_inbox_title({}, { locale })}
        subtitle={fillIn(m.auth_inbox_sent({ email: slot(0) }, { locale }), [<strong key="email" className="font-semibold break-all text-gray-900">{actionData.email}</strong>])}
        footer={fillIn(m.auth_inbox_nothing({ link: slot(0) }, { locale }), [<Link key="again" to="/forgot-password" className={authLinkClass}>{m.auth_try_again({}, { locale })}</Link>])}
      >
        <FormAlert tone="success">{errorText(actionData.message, locale, e.errors_reset_requested)}</FormAlert>
        <Link to="/login" className={`${primaryButtonClass} mt-6`}>{m.auth_back_to_login({}, { locale })}</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title={m.auth_forgot_title({}, { locale })}
      subtitle={m.auth_forgot_subtitle({}, { locale })}
      footer={<>{m.auth_remembered({}, { locale })} <Link to="/login" className={authLinkClass}>{m.auth_back_to_login({}, { locale })}</Link></>}
    >
      {actionData?.outcome === 'failed' && (
        <FormAlert tone="error" className="mb-5">
          {fieldErrorText(errorText(actionData.formError, locale, e.errors_reset_too_many_requests, e.errors_generic_network_error), locale)}
        </FormAlert>
      )}
      <Form method="post" noValidate={hydrated} onSubmit={form.onSubmit} className="space-y-5">
        <TextField label={m.auth_email({}, { locale })} {...emailInput(locale)} {...form.field('email')} required />
        <SubmitButton busy={busy} busyLabel={m.auth_sending({}, { locale })}>{m.auth_send_reset_link({}, { locale })}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
