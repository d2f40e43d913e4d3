/** The registration password rules in one line (accounts spec §5), shown before any problem is. */
export const passwordRulesHint = '8 to 16 characters, with an uppercase letter, a lowercase letter and a number.';
