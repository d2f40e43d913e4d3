import { Eye, EyeOff } from '../icons.tsx';
import { useId, useState } from 'react';
import { fieldLook } from './field-looks.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A password input with a Show/Hide toggle (a pressed/unpressed button, so its state is announced). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing' | 'inputId'>) {
  const [shown, setShown] = useState(false);
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
          aria-label={`Show ${props.label.toLowerCase()}`}
          className={look.toggle}
        >
          <Icon className={look.toggleIcon} aria-hidden />
        </button>
      }
    />
  );
}
