import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedByOf, FieldFrame } from './field-frame.tsx';
import { fieldLook } from './field-looks.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  name: string;
  /** Problems to show under the field; the field is marked invalid while there are any. */
  errors?: string[];
  /** A quiet line under the field while it has no problems. */
  hint?: ReactNode;
  /** Something inside the box at its right end (the password field's show/hide button). */
  trailing?: ReactNode;
  /** Something inside the box at its left end (the phone field's +91). */
  leading?: ReactNode;
  /** A control beside the box, before it (the verification card's country code). */
  addon?: ReactNode;
  inputId?: string;
  /** The smaller look of the Edit Profile modal. */
  compact?: boolean;
  /** A red * after the label. */
  requiredMark?: boolean;
}

/** A labelled input with its problems listed under it (announced as they change). */
export function TextField({
  label, name, errors = [], hint, trailing, leading, addon, inputId, compact, requiredMark, ...input
}: TextFieldProps) {
  const ownId = useId();
  const id = inputId ?? `${ownId}-input`;
  const look = fieldLook(compact);

  return (
    <FieldFrame id={id} label={label} requiredMark={requiredMark} errors={errors} hint={hint} look={look}>
      <div className="flex gap-2">
        {addon}
        <div className="relative flex min-w-0 flex-1 items-center">
          {leading && <div className="pointer-events-none absolute left-0 flex h-full items-center">{leading}</div>}
          <input
            id={id}
            name={name}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={describedByOf(id, errors, hint)}
            className={`${look.input} ${trailing ? look.inputBesideTrailing : ''} ${leading ? 'pl-16' : ''}`}
            {...input}
          />
          {trailing && <div className={look.trailing}>{trailing}</div>}
        </div>
      </div>
    </FieldFrame>
  );
}
