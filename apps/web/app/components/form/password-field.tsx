import { Eye, EyeOff } from '../icons.tsx';
import { useId, useState } from 'react';
import { fieldLook } from './field-looks.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';
import * as m from '../../i18n/m/auth.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** A password input with a Show/Hide toggle (a pressed/unpressed button, so its state is announced). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing' | 'inputId'>) {
  const [shown, setShown] = useState(false);
  const locale = useLocale();
  const id = `${useId()}-password`;
  const look = fieldLook(props.compact);
  const Icon = shown ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      inputId={id}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-controls={id}
          aria-label={m.form_show_password({ label: props.label.toLowerCase() }, { locale })}
          className={look.toggle}
        >
          <Icon className={look.toggleIcon} aria-hidden />
        </button>
      }
    />
  );
}
