import { CircleAlert } from '../icons.tsx';
import type { ReactNode } from 'react';
import type { FieldLook } from './field-looks.ts';
import { errorText } from '../../i18n/error-text.ts';
import type { Locale } from '../../i18n/locale.ts';
import * as e from '../../i18n/m/errors.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * A field's problem in the page's language: the shared form rules' messages (required, e-mail,
 * password, mobile, zip, state) come in English from `@haat/shared/rules`, in the browser and
 * from the actions alike. A text none of them makes (already ours, or the server's own) stays.
 */
export function fieldErrorText(error: string, locale: Locale): string {
  return errorText(
    error, locale, e.errors_field_required, e.errors_email_invalid, e.errors_password_too_short, e.errors_password_too_long,
    e.errors_password_needs_uppercase, e.errors_password_needs_lowercase, e.errors_password_needs_number, e.errors_passwords_do_not_match,
    e.errors_new_password_mismatch, e.errors_phone_ten_digits, e.errors_mobile_ten_digits, e.errors_zip_six_digits, e.errors_state_not_listed,
    e.errors_text_has_nul,
  );
}

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
  const locale = useLocale();
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
                {fieldErrorText(error, locale)}
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
