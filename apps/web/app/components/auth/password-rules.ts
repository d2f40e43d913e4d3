import { passwordMaxLength, passwordMinLength } from '@haat/shared/rules';
import type { Locale } from '../../i18n/locale.ts';
import * as m from '../../i18n/m/auth.ts';

/** The registration password rules in one line (accounts spec §5), shown before any problem is. */
export function passwordRulesHint(locale: Locale): string {
  return m.auth_password_rules({ min: passwordMinLength, max: passwordMaxLength }, { locale });
}
