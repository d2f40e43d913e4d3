import type { Address } from '@haat/shared/api';
import { CircleCheckBig, LogIn } from '../icons.tsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormAlert } from '../auth/form-alert.tsx';
import { SubmitButton } from '../auth/submit-button.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { mobileInput } from '../form/input-presets.ts';
import { TextField, type TextFieldProps } from '../form/text-field.tsx';
import { addressActionPath, type AddressActionResult } from './address-result.ts';
import {
  addressFieldNames, addressProblems, digitsOnly, hasProblems, mobileLength, pincodeLength, valuesOf,
  type AddressErrors, type AddressField, type AddressValues,
} from './address-values.ts';
import { StateSelect } from './state-select.tsx';
import { usePinAutofill, type PinAnswer } from './use-pin-autofill.ts';
import { XsrfField } from '../form/xsrf-field.tsx';
import type { Locale } from '../../i18n/locale.ts';
import { stateName } from './state-names.ts';
import { addressText } from './address-text.ts';
import * as m from '../../i18n/m/address.ts';
import * as account from '../../i18n/m/account.ts';
import * as auth from '../../i18n/m/auth.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface AddressFormProps {
  /** The address being edited; absent when adding. */
  address?: Address | null;
  /** Pressed OK on the success message. */
  onDone(): void;
  /** A Cancel button beside the submit button (the modal has one; the page links back instead). */
  onCancel?(): void;
  /** Where the Login link returns to, for a shopper whose session is gone. */
  loginRedirect?: string;
  /** The action to post to; the /address-form action by default. */
  action?: string;
}

type TextFieldName = Exclude<AddressField, 'state'>;

/** Label and input details of each text field (accounts spec §2). */
const textFields = (locale: Locale): Record<TextFieldName, { label: string } & Partial<TextFieldProps>> => ({
  name: { label: auth.auth_name({}, { locale }), autoComplete: 'name', maxLength: 100 },
  email: { label: account.account_email({}, { locale }), type: 'email', autoComplete: 'email', maxLength: 254 },
  mobile: { label: m.address_mobile({}, { locale }), ...mobileInput(locale), maxLength: mobileLength },
  address1: { label: m.address_line1({}, { locale }), autoComplete: 'address-line1', maxLength: 200, placeholder: m.address_line1_placeholder({}, { locale }) },
  address2: { label: m.address_line2({}, { locale }), autoComplete: 'address-line2', maxLength: 200 },
  city: { label: m.address_city({}, { locale }), autoComplete: 'address-level2', maxLength: 100 },
  pincode: {
    label: m.address_pincode({}, { locale }), inputMode: 'numeric', autoComplete: 'postal-code', maxLength: pincodeLength,
    placeholder: m.address_pincode_placeholder({}, { locale }),
  },
});

/** Name takes a whole row; the rest pair up from 640 px. */
const wide: ReadonlySet<AddressField> = new Set(['name', 'address1']);

/**
 * The address form (add or edit): every field required, mobile and zip digits only and cut to
 * length while typing, a field's message cleared as soon as it is edited. Posts to the address
 * action; after success it shows the spec's message and an OK button.
 */
export function AddressForm({ address, onDone, onCancel, loginRedirect = '/your-address', action = addressActionPath }: AddressFormProps) {
  const fetcher = useFetcher<AddressActionResult>();
  const hydrated = useHydrated();
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState<AddressValues>(() => valuesOf(address));
  const [errors, setErrors] = useState<AddressErrors>({});
  const editing = Boolean(address);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  // The server checks again; its field messages (if it found any) show like ours, once per answer.
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result && !result.ok && result.fieldErrors) setErrors(result.fieldErrors);
  }

  // A PIN India Post knows fills State, and City / District unless the shopper wrote their own
  // there; a PIN it does not know is named under the field.
  const filledCity = useRef('');
  const pin = usePinAutofill((answer: PinAnswer) => {
    if ('place' in answer) {
      const { city, state } = answer.place;
      setValues((v) => {
        const keepCity = v.city.trim() !== '' && v.city !== filledCity.current;
        if (!keepCity) filledCity.current = city;
        return { ...v, state, city: keepCity ? v.city : city };
      });
      setErrors(({ city: _city, state: _state, ...rest }) => rest);
    } else {
      setErrors((e) => ({ ...e, pincode: answer.problem }));
    }
  });

  if (result?.ok) return <SavedMessage message={result.message} onDone={onDone} />;

  function change(field: AddressField, raw: string) {
    const value = field === 'mobile' ? digitsOnly(raw, mobileLength) : field === 'pincode' ? digitsOnly(raw, pincodeLength) : raw;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _cleared, ...rest } = e;
      return rest;
    });
    if (field === 'pincode' && value !== values.pincode) pin.pinTyped(value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const problems = addressProblems(values);
    if (!hasProblems(problems)) return;
    event.preventDefault();
    setErrors(problems);
    const first = addressFieldNames.find((f) => problems[f]);
    const element = first ? event.currentTarget.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  const fieldId = (field: AddressField) => `${id}-${field}`;
  const fields = textFields(locale);
  const failure = result && !result.ok && result.message ? result : null;

  return (
    <fetcher.Form method="post" action={action} noValidate={hydrated} onSubmit={submit} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="save" />
      <XsrfField />
      {address && <input type="hidden" name="id" value={address.id} />}
      {failure && (
        <FormAlert tone="error">
          {addressText(failure.message ?? '', locale)}
          {failure.needsLogin && (
            <Link to={`/login?redirectTo=${encodeURIComponent(loginRedirect)}`} className="ml-1.5 inline-flex items-center gap-1 font-bold underline underline-offset-2">
              <LogIn className="size-4" aria-hidden /> {auth.auth_login({}, { locale })}
            </Link>
          )}
        </FormAlert>
      )}
      <p className="text-[13px] text-gray-500">{m.address_all_required({}, { locale })}</p>
      <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2">
        {addressFieldNames.map((field) => (
          <div key={field} className={wide.has(field) ? 'sm:col-span-2' : undefined}>
            {field === 'state' ? (
              <StateSelect
                id={fieldId(field)}
                name="state"
                autoComplete="address-level1"
                required
                value={values.state}
                error={errors.state && addressText(errors.state, locale)}
                onChange={(event) => change('state', event.target.value)}
              />
            ) : (
              <TextField
                {...fields[field]}
                inputId={fieldId(field)}
                name={field}
                data-autofocus={field === 'name' ? '' : undefined}
                required
                value={values[field]}
                errors={errors[field] ? [addressText(errors[field], locale)] : []}
                hint={field === 'pincode' && pin.found ? `${pin.found.district}, ${stateName(pin.found.state, locale)}` : undefined}
                onChange={(event) => change(field, event.target.value)}
              />
            )}
          </div>
        ))}
      </div>
      <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" onClick={onCancel} className="h-12 rounded-full border border-gray-300 bg-white px-6 text-[15px] font-bold text-gray-800 transition hover:bg-gray-50">
            {m.address_cancel({}, { locale })}
          </button>
        )}
        <SubmitButton busy={busy} busyLabel={editing ? m.address_updating({}, { locale }) : m.address_saving({}, { locale })} className="sm:w-auto sm:min-w-44">
          {editing ? m.address_update({}, { locale }) : m.address_add({}, { locale })}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

/** The spec's success message with OK, which closes the form. */
function SavedMessage({ message, onDone }: { message: string; onDone(): void }) {
  const ok = useRef<HTMLButtonElement>(null);
  const locale = useLocale();
  // The form the focus was in is gone: put it on OK, the one thing left to do.
  useEffect(() => ok.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center px-2 py-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheckBig className="size-9" aria-hidden />
      </span>
      <p className="mt-4 text-lg font-bold text-gray-900">{addressText(message, locale)}</p>
      <button ref={ok} type="button" onClick={onDone} className="mt-6 h-11 min-w-32 rounded-full bg-primary px-8 text-[15px] font-bold text-white shadow-md shadow-primary/25 transition hover:brightness-110">
        {m.address_ok({}, { locale })}
      </button>
    </div>
  );
}
