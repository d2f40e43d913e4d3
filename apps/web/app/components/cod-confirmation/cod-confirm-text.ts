import { codCodeLength, codConfirmationMessages as said } from '@haat/shared/rules';
import type { Locale } from '../../i18n/locale.ts';
import { errorText } from '../../i18n/error-text.ts';
import * as e from '../../i18n/m/errors.ts';
import { cod_already_confirmed, cod_code_expired, cod_code_incomplete, cod_code_locked, cod_code_wrong, cod_confirm_wait, cod_confirm_wait_one, cod_confirmed, cod_not_waiting, cod_released, cod_too_many_checks, cod_too_many_codes } from '../../i18n/m/cod-confirmation.ts';

/**
 * The confirm step's messages in the page's language. The server answers in English (the Store
 * API's words: codConfirmationMessages, its cool-down text, and messages.ts's); a text not known
 * here is shown as it came, never a blank.
 */
export function codConfirmText(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const known: Record<string, () => string> = {
    [said.codeIncomplete]: () => cod_code_incomplete({ length: codCodeLength }, { locale }),
    [said.codeWrong]: () => cod_code_wrong({}, { locale }),
    [said.codeExpired]: () => cod_code_expired({}, { locale }),
    [said.codeLocked]: () => cod_code_locked({}, { locale }),
    [said.released]: () => cod_released({}, { locale }),
    [said.notWaiting]: () => cod_not_waiting({}, { locale }),
    [said.confirmed]: () => cod_confirmed({}, { locale }),
    [said.alreadyConfirmed]: () => cod_already_confirmed({}, { locale }),
    [said.tooManyCodes]: () => cod_too_many_codes({}, { locale }),
    [said.tooManyChecks]: () => cod_too_many_checks({}, { locale }),
    'Please wait 1 second before asking for a new code.': () => cod_confirm_wait_one({}, { locale }),
  };
  const found = known[english];
  if (found) return found();
  const wait = /^Please wait (\d+) seconds before asking for a new code\.$/.exec(english);
  if (wait) return cod_confirm_wait({ seconds: wait[1] ?? '' }, { locale });
  return errorText(english, locale, e.errors_generic_network_error, e.errors_order_not_found, e.errors_xsrf_refused);
}
