import { errorText } from '../../i18n/error-text.ts';
import * as e from '../../i18n/m/errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import { fieldErrorText } from '../form/field-frame.tsx';

/** Why a code was refused or not sent, in the page's language (the server's words in English). */
export function codeErrorText(text: string, locale: Locale): string {
  const known = errorText(
    text, locale, e.errors_code_incomplete, e.errors_code_wrong, e.errors_code_expired, e.errors_code_unusable, e.errors_code_too_many_checks,
    e.errors_code_too_many_requests, e.errors_code_not_sent, e.errors_code_wait, e.errors_generic_network_error, e.errors_request_too_large,
  );
  return fieldErrorText(known, locale);
}
