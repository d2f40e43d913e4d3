import { CircleAlert } from '../icons.tsx';
import type { ReactNode } from 'react';
import type { FieldLook } from './field-looks.ts';

/** What the control's aria-describedby names: its problems while it has any, else its hint. */
export function describedByOf(id: string, errors: readonly string[], hint: ReactNode): string | undefined {
  if (errors.length > 0) return `${id}-errors`;
  return hint ? `${id}-hint` : undefined;
}

interface FieldFrameProps {
  /** The control's id: the label points at it, and the messages' ids start with it. */
  id: string;
  label: string;
  /** A red * after the label (the Edit Profile modal marks its required fields so). */
  requiredMark?: boolean;
  errors: readonly string[];
  hint?: ReactNode;
  look: FieldLook;
  children: ReactNode;
}

/**
 * A label over a control and, under it, the control's problems or else a quiet hint. The messages
 * sit in a live region so a screen reader announces them as they change.
 */
export function FieldFrame({ id, label, requiredMark, errors, hint, look, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className={look.label}>
        {label}
        {requiredMark && <span className="text-red-600">*</span>}
      </label>
      {children}
      <div aria-live="polite">
        {errors.length > 0 ? (
          <ul id={`${id}-errors`} className={look.errorList}>
            {errors.map((error) => (
              <li key={error} className={look.errorItem}>
                <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
                {error}
              </li>
            ))}
          </ul>
        ) : (
          hint && <p id={`${id}-hint`} className={look.hint}>{hint}</p>
        )}
      </div>
    </div>
  );
}
