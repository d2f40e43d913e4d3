import type { InputHTMLAttributes } from 'react';

type InputPreset = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'maxLength' | 'placeholder'>;

/** An e-mail box as the sign-in pages ask for one: no capitals or spelling marks forced on it. */
export const emailInput: InputPreset = {
  type: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  placeholder: 'you@example.com',
};

/** An Indian mobile number: ten digits, with the phone's number pad. */
export const mobileInput: InputPreset = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  maxLength: 10,
  placeholder: '10-digit mobile number',
};
