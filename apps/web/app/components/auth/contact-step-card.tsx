import { verificationCodeLength } from '@haat/shared/rules';
import { ShieldCheck } from '../icons.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { contactProblem, type Channel, type ContactStep } from '../../lib/auth-verification.ts';
import { inputBoxClass } from '../form/field-looks.ts';
import { emailInput, mobileInput } from '../form/input-presets.ts';
import { TextField } from '../form/text-field.tsx';
import { AuthCard, authLinkClass } from './auth-card.tsx';
import { ChannelTabs, panelId, tabId } from './channel-tabs.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useHydrated } from '../use-hydrated.ts';
import { codeErrorText } from './code-error-text.ts';
import * as m from '../../i18n/m/auth.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface ContactStepCardProps {
  channel: Channel;
  /** The address or mobile to start with: what was posted, else the signed-in shopper's own. */
  initialValue: string;
  result?: ContactStep;
}

/** Step one of the sign-up card: where to send the code (E-mail or Phone tab), then Continue. */
export function ContactStepCard({ channel, initialValue, result }: ContactStepCardProps) {
  const locale = useLocale();
  return (
    <AuthCard
      icon={ShieldCheck}
      title={m.auth_verify_title({}, { locale })}
      subtitle={m.auth_verify_subtitle({ count: verificationCodeLength }, { locale })}
      footer={<>{m.auth_already_verified({}, { locale })} <Link to="/login" className={authLinkClass}>{m.auth_login({}, { locale })}</Link></>}
    >
      {/* The tabs stay mounted (keyboard focus stays on them); each tab's form starts afresh. */}
      <ChannelTabs current={channel} />
      <ContactForm key={channel} channel={channel} initialValue={initialValue} result={result} />
    </AuthCard>
  );
}

function ContactForm({ channel, initialValue, result }: ContactStepCardProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const locale = useLocale();
  const form = useAuthForm(
    { value: initialValue },
    ({ value }) => {
      const problem = contactProblem(channel, value);
      return problem ? { value: [problem] } : {};
    },
    result?.fieldError ? { value: [result.fieldError] } : undefined,
  );
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'send';

  return (
    <Form method="post" noValidate={hydrated} onSubmit={form.onSubmit} className="space-y-5">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="channel" value={channel} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(channel)}>
        {channel === 'email' ? (
          <TextField label={m.auth_email_address({}, { locale })} {...emailInput(locale)} {...form.field('value')} required />
        ) : (
          <TextField
            label={m.auth_mobile_number({}, { locale })}
            {...mobileInput(locale)}
            {...form.field('value')}
            required
            addon={
              // India only, as the spec says: one option, shown so the shopper knows which code applies.
              <select name="countryCode" aria-label={m.auth_country_code({}, { locale })} className={`${inputBoxClass} w-24 shrink-0 px-3 font-semibold`} defaultValue="+91">
                <option value="+91">+91</option>
              </select>
            }
          />
        )}
      </div>
      {result?.error && <FormAlert tone="error">{codeErrorText(result.error, locale)}</FormAlert>}
      <SubmitButton busy={busy} busyLabel={m.auth_please_wait({}, { locale })}>{m.auth_continue({}, { locale })}</SubmitButton>
    </Form>
  );
}
