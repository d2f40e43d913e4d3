import type { InputHTMLAttributes } from 'react';
import type { Locale } from '../../i18n/locale.ts';
import * as m from '../../i18n/m/auth.ts';

type InputPreset = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'maxLength' | 'placeholder'>;

/** An e-mail box as the sign-in pages ask for one: no capitals or spelling marks forced on it. */
export const emailInput = (locale: Locale): InputPreset => ({
  type: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  placeholder: m.form_email_placeholder({}, { locale }),
});

/** An Indian mobile number: ten digits, with the phone's number pad. */
export const mobileInput = (locale: Locale): InputPreset => ({
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  maxLength: 10,
  placeholder: m.form_mobile_placeholder({}, { locale }),
});
