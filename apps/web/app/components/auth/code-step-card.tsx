import { messages, verificationCodeLength } from '@haat/shared/rules';
import { MailCheck, MessageSquareText } from '../icons.tsx';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { contactLabel, type CodeStep } from '../../lib/auth-verification.ts';
import { AuthCard, authLinkClass } from './auth-card.tsx';
import { CodeBoxes } from './code-boxes.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { ResendButton } from './resend-button.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { fillIn, slot } from '../form/fill-in.tsx';
import * as m from '../../i18n/m/auth.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { codeErrorText } from './code-error-text.ts';
import { errorText } from '../../i18n/error-text.ts';
import * as e from '../../i18n/m/errors.ts';

/** The fields that carry the step from one post to the next. */
function StepFields({ step }: { step: CodeStep }) {
  return (
    <>
      <input type="hidden" name="channel" value={step.channel} />
      <input type="hidden" name="value" value={step.value} />
      <input type="hidden" name="sendId" value={step.sendId} />
      <input type="hidden" name="resendAfter" value={step.resendAfter} />
      <input type="hidden" name="attemptId" value={step.attemptId} />
    </>
  );
}

/**
 * Step two of the sign-up card: six boxes for the code (the last digit submits), Verify, and
 * Resend once the server's cool-down has run out.
 */
export function CodeStepCard({ step }: { step: CodeStep }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const locale = useLocale();
  const intent = navigation.state === 'idle' ? null : navigation.formData?.get('intent');
  const form = useRef<HTMLFormElement>(null);
  const labelId = useId();
  const errorId = useId();
  // "Enter all 6 digits" is the browser's own finding; it goes when the server answers again.
  const [incomplete, setIncomplete] = useState<string | null>(null);
  const englishError = incomplete === step.attemptId ? messages.codeIncomplete : step.error;
  const error = englishError && codeErrorText(englishError, locale);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const code = new FormData(event.currentTarget).getAll('digit').join('');
    if (code.length === verificationCodeLength) return;
    event.preventDefault();
    setIncomplete(step.attemptId);
    const empty = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[name="digit"]')].find((box) => box.value === '');
    empty?.focus();
  }

  const Icon = step.channel === 'email' ? MailCheck : MessageSquareText;
  return (
    <AuthCard
      icon={Icon}
      title={m.auth_code_title({}, { locale })}
      subtitle={
        <>
          {/* The server answers alike whether or not an account uses it (decision 017): no "we sent". */}
          {fillIn(m.auth_code_look_for({ count: verificationCodeLength, contact: slot(0) }, { locale }), [
            <strong key="to" className="font-semibold break-all text-gray-900">{contactLabel(step.channel, step.value)}</strong>,
          ])}{' '}
          <Link to={`/CreateAccountCard?channel=${step.channel}`} className={authLinkClass}>{m.auth_code_change({}, { locale })}</Link>
        </>
      }
      footer={<>{m.auth_code_done_here({}, { locale })} <Link to="/login" className={authLinkClass}>{m.auth_login({}, { locale })}</Link></>}
    >
      {error ? (
        <FormAlert tone="error" className="mb-5"><span id={errorId}>{error}</span></FormAlert>
      ) : (
        step.notice && <FormAlert tone="success" className="mb-5">{errorText(step.notice, locale, e.errors_code_sent)}</FormAlert>
      )}
      <Form ref={form} method="post" noValidate={hydrated} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="verify" />
        <StepFields step={step} />
        <p id={labelId} className="mb-2.5 text-sm font-semibold text-gray-800">{m.auth_code_label({}, { locale })}</p>
        <CodeBoxes
          key={`${step.sendId}:${step.attemptId}`}
          name="digit"
          labelledBy={labelId}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
          disabled={intent === 'verify'}
          focusFirst
          onComplete={() => form.current?.requestSubmit()}
        />
        <SubmitButton busy={intent === 'verify'} busyLabel={m.auth_verifying({}, { locale })} className="mt-6">{m.auth_verify({}, { locale })}</SubmitButton>
      </Form>
      <Form method="post" className="mt-5 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-gray-600">
        <input type="hidden" name="intent" value="resend" />
        <StepFields step={step} />
        <span>{m.auth_code_not_received({}, { locale })}</span>
        <ResendButton key={step.sendId} waitSeconds={step.resendAfter} busy={intent === 'resend'} />
      </Form>
    </AuthCard>
  );
}
