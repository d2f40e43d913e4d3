import type { CodConfirmation } from '@haat/shared/api';
import { codCodeLength, codCodeMinutes } from '@haat/shared/rules';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { Clock, MessageSquareText } from '../icons.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { ResendButton } from '../auth/resend-button.tsx';
import { SubmitButton } from '../auth/submit-button.tsx';
import { XsrfField } from '../form/xsrf-field.tsx';
import { formatOrderDateTime } from '../orders/order-dates.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { ConfirmStepResult } from '../../routes/confirm-order.tsx';
import { fillIn, slot } from '../form/fill-in.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { cod_code_incomplete, cod_confirm_button, cod_confirm_code_label, cod_confirm_confirming, cod_confirm_hint, cod_confirm_kept_until, cod_confirm_no_sms, cod_confirm_send_new, cod_confirm_sent, cod_confirm_title } from '../../i18n/m/cod-confirmation.ts';

interface CodCodeCardProps {
  state: CodConfirmation;
  result?: ConfirmStepResult;
}

/**
 * The "Confirm your order" step: where the code went, one field for it (the phone's numeric
 * keypad and its SMS autofill), Confirm, and "Send a new code" once the cool-down has run.
 */
export function CodCodeCard({ state, result }: CodCodeCardProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const locale = useLocale();
  const intent = navigation.state === 'idle' ? null : navigation.formData?.get('intent');
  const form = useRef<HTMLFormElement>(null);
  const fieldId = useId();
  const errorId = useId();
  const hintId = useId();
  // "Enter the 6 digits" is the browser's own finding; it goes when the server answers again.
  const [incomplete, setIncomplete] = useState<string | null>(null);
  const attempt = result?.attempt ?? 'first';
  // The action's words come in the page's language already (the forms send it).
  const error = incomplete === attempt ? cod_code_incomplete({ length: codCodeLength }, { locale }) : result?.error;
  const notice = result?.notice;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (code.length === codCodeLength) return;
    event.preventDefault();
    setIncomplete(attempt);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, codCodeLength);
    event.currentTarget.value = digits;
    // The SMS autofill (or the sixth digit typed) confirms at once.
    if (digits.length === codCodeLength && intent !== 'confirm') form.current?.requestSubmit();
  }

  return (
    <div data-backdrop className="bg-gray-50 px-3 py-8 md:py-14">
      <div className="mx-auto max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm md:p-9">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MessageSquareText className="size-7" aria-hidden />
        </div>
        <h1 className="mt-4 text-center text-2xl font-extrabold text-gray-900">{cod_confirm_title({}, { locale })}</h1>
        <p className="mt-2 text-center text-[15px] leading-relaxed text-gray-600">
          {fillIn(cod_confirm_sent({ length: codCodeLength, mobile: slot(0), order: slot(1) }, { locale }), [
            <strong key="mobile" className="font-semibold whitespace-nowrap text-gray-900" data-testid="code-mobile">{state.mobile}</strong>,
            <strong key="order" className="font-semibold text-gray-900">#{state.order_id}</strong>,
          ])}
        </p>

        {error ? (
          <FormAlert tone="error" className="mt-5"><span id={errorId}>{error}</span></FormAlert>
        ) : (
          notice && <FormAlert tone="success" className="mt-5">{notice}</FormAlert>
        )}

        <Form ref={form} method="post" noValidate={hydrated} onSubmit={onSubmit} className="mt-6">
          <XsrfField />
          <input type="hidden" name="lang" value={locale} />
          <input type="hidden" name="intent" value="confirm" />
          <label htmlFor={fieldId} className="mb-2 block text-sm font-semibold text-gray-800">{cod_confirm_code_label({}, { locale })}</label>
          <CodeField
            key={attempt}
            id={fieldId}
            invalid={Boolean(error)}
            describedBy={error ? `${errorId} ${hintId}` : hintId}
            onChange={onChange}
            disabled={intent === 'confirm'}
          />
          <p id={hintId} className="mt-2 text-xs text-gray-500">{cod_confirm_hint({ minutes: codCodeMinutes }, { locale })}</p>
          <SubmitButton busy={intent === 'confirm'} busyLabel={cod_confirm_confirming({}, { locale })} className="mt-5">{cod_confirm_button({}, { locale })}</SubmitButton>
        </Form>

        <Form method="post" className="mt-5 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-gray-600">
          <XsrfField />
          <input type="hidden" name="lang" value={locale} />
          <input type="hidden" name="intent" value="resend" />
          <span>{cod_confirm_no_sms({}, { locale })}</span>
          {/* Each new code (a new expiry) starts the wait afresh. */}
          <ResendButton label={cod_confirm_send_new({}, { locale })} key={state.code_expires_at ?? ''} waitSeconds={state.resend_after} busy={intent === 'resend'} />
        </Form>

        {state.confirm_by && (
          <div className="mt-6 flex items-start gap-2.5 rounded-xl bg-amber-50 px-3.5 py-3 text-sm leading-snug text-amber-900">
            <Clock className="mt-px size-[18px] shrink-0" aria-hidden />
            <p>
              {fillIn(cod_confirm_kept_until({ date: slot(0) }, { locale }), [
                <strong key="date" className="font-semibold">{formatOrderDateTime(state.confirm_by, locale)}</strong>,
              ])}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

interface CodeFieldProps {
  id: string;
  invalid: boolean;
  describedBy: string;
  disabled: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** The code's one field: the numeric keypad, the SMS autofill, and the cursor in it when it appears (a fresh one per attempt). */
function CodeField({ id, invalid, describedBy, disabled, onChange }: CodeFieldProps) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => { field.current?.focus(); }, []);
  return (
    <input
      ref={field}
      id={id}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={codCodeLength}
      required
      placeholder={'•'.repeat(codCodeLength)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={onChange}
      disabled={disabled}
      className={`h-14 w-full rounded-xl border-2 bg-white text-center font-mono text-2xl font-bold tracking-[0.6em] text-gray-900 indent-[0.6em] outline-none transition placeholder:text-gray-300 focus:border-primary focus:ring-4 focus:ring-primary/15 ${invalid ? 'border-red-400' : 'border-gray-300'}`}
    />
  );
}
