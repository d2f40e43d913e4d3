import { messages } from '@haat/shared/rules';
import { UserPlus } from '../components/icons.tsx';
import { data, Form, Link, redirect, useNavigate, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { AuthCard, authLinkClass } from '../components/auth/auth-card.tsx';
import { FormAlert } from '../components/auth/form-alert.tsx';
import { passwordRulesHint } from '../components/auth/password-rules.ts';
import { SubmitButton } from '../components/auth/submit-button.tsx';
import { SuccessDialog } from '../components/auth/success-dialog.tsx';
import { useAuthForm } from '../components/auth/use-auth-form.ts';
import { useHydrated } from '../components/use-hydrated.ts';
import { emailInput, mobileInput } from '../components/form/input-presets.ts';
import { PasswordField } from '../components/form/password-field.tsx';
import { TextField } from '../components/form/text-field.tsx';
import { problemStatus, serverProblem } from '../lib/auth-errors.ts';
import { formValues, hasErrors, registrationErrors, type FieldErrors, type RegistrationField } from '../lib/auth-validation.ts';
import { errorText } from '../i18n/error-text.ts';
import * as e from '../i18n/m/errors.ts';
import { fieldErrorText } from '../components/form/field-frame.tsx';
import * as m from '../i18n/m/auth.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { storeApi } from '../lib/store-api-context.server.ts';

const fields = ['firstname', 'lastname', 'email', 'mobileno', 'password', 'confirmPassword'] as const;

/** What a failed post gives back to refill the form (never the passwords). */
type Refill = Record<'firstname' | 'lastname' | 'email' | 'mobileno', string>;

type RegisterResult =
  | { outcome: 'invalid'; fieldErrors: FieldErrors<RegistrationField>; values: Refill }
  | { outcome: 'failed'; formError: string; values: Refill }
  | { outcome: 'registered'; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValues(form, fields);
  const refill: Refill = { firstname: values.firstname, lastname: values.lastname, email: values.email, mobileno: values.mobileno };
  const fieldErrors = registrationErrors(values);
  if (hasErrors(fieldErrors)) return data<RegisterResult>({ outcome: 'invalid', fieldErrors, values: refill }, { status: 400 });
  const email = values.email.trim();
  try {
    await storeApi(context).register({
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email,
      mobileno: values.mobileno.trim(),
      password: values.password,
    });
  } catch (error) {
    // Spec §8: the server's message (e.g. the e-mail is already registered), else the generic one.
    const formError = serverProblem(error, messages.registrationFailed);
    return data<RegisterResult>({ outcome: 'failed', formError, values: refill }, { status: problemStatus(error) });
  }
  // Without JavaScript the login page says it instead of the dialog.
  if (form.get('enhanced') !== '1') return redirect('/login?registered=1');
  return data<RegisterResult>({ outcome: 'registered', email });
}

/** /register: a new customer account, then on to /login. */
export default function Register({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const locale = useLocale();
  const refill = actionData && 'values' in actionData ? actionData.values : undefined;
  const form = useAuthForm(
    { firstname: '', lastname: '', email: '', mobileno: '', ...refill, password: '', confirmPassword: '' },
    registrationErrors,
    actionData?.outcome === 'invalid' ? actionData.fieldErrors : undefined,
  );
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const registered = actionData?.outcome === 'registered';

  function toLogin() {
    void navigate('/login', { state: { username: registered ? actionData.email : '' } });
  }

  return (
    <AuthCard
      icon={UserPlus}
      title={m.auth_register_title({}, { locale })}
      subtitle={m.auth_register_subtitle({}, { locale })}
      aside={{ heading: m.auth_register_aside_heading({}, { locale }), text: m.auth_register_aside_text({}, { locale }) }}
      footer={<>{m.auth_have_account({}, { locale })} <Link to="/login" className={authLinkClass}>{m.auth_login({}, { locale })}</Link></>}
    >
      <Form method="post" noValidate={hydrated} onSubmit={form.onSubmit} className="space-y-5">
        <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={m.auth_first_name({}, { locale })} {...form.field('firstname')} required autoComplete="given-name" maxLength={60} />
          <TextField label={m.auth_last_name({}, { locale })} {...form.field('lastname')} required autoComplete="family-name" maxLength={60} />
        </div>
        <TextField label={m.auth_email({}, { locale })} {...emailInput(locale)} {...form.field('email')} required />
        <TextField
          label={m.auth_mobile_number({}, { locale })}
          {...mobileInput(locale)}
          {...form.field('mobileno')}
          required
          leading={<span className="ml-px flex h-[calc(100%-2px)] items-center rounded-l-xl border-r border-gray-200 bg-gray-50 px-3 text-[15px] font-semibold text-gray-600">+91</span>}
        />
        <PasswordField label={m.auth_password({}, { locale })} {...form.field('password')} required autoComplete="new-password" maxLength={64} hint={passwordRulesHint(locale)} />
        <PasswordField label={m.auth_confirm_password({}, { locale })} {...form.field('confirmPassword')} required autoComplete="new-password" maxLength={64} />
        {/* Beside the button the shopper just pressed, so it is seen on a phone too. */}
        {actionData?.outcome === 'failed' && (
          <FormAlert tone="error">
            {fieldErrorText(errorText(
              actionData.formError, locale, e.errors_email_taken, e.errors_mobile_taken, e.errors_registration_failed,
              e.errors_generic_network_error, e.errors_request_too_large,
            ), locale)}
          </FormAlert>
        )}
        <SubmitButton busy={busy} busyLabel={m.auth_creating_account({}, { locale })} disabled={registered}>{m.auth_create_account({}, { locale })}</SubmitButton>
      </Form>
      <SuccessDialog
        open={registered}
        title={e.errors_registration_successful({}, { locale })}
        message={m.auth_account_ready({}, { locale })}
        actionLabel={m.auth_go_to_login({}, { locale })}
        onContinue={toLogin}
        autoContinueMs={2500}
      />
    </AuthCard>
  );
}
