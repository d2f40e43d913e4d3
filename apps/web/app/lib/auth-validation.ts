import { confirmPasswordProblem, isEmail, messages, passwordProblems, phoneProblem, requiredProblem } from '@haat/shared/rules';

/**
 * The sign-in side's form rules, run live in the browser and again in each route's action, so a
 * form posted without JavaScript gets the same messages (accounts spec §5, §8).
 */

/** Each field's problems; a field without problems is absent. */
export type FieldErrors<K extends string> = Partial<Record<K, string[]>>;

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some((list) => (list?.length ?? 0) > 0);
}

function compact<K extends string>(entries: Array<[K, Array<string | null>]>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [field, list] of entries) {
    const problems = list.filter((p): p is string => p !== null);
    if (problems.length > 0) errors[field] = problems;
  }
  return errors;
}

export function emailProblem(value: string): string | null {
  return requiredProblem(value) ?? (isEmail(value.trim()) ? null : messages.emailInvalid);
}

/** A new password: required, then every rule it breaks (all shown at once, in the spec's order). */
export function newPasswordProblems(value: string): string[] {
  return value === '' ? [messages.fieldRequired] : passwordProblems(value);
}

export function confirmProblem(password: string, confirm: string): string | null {
  return confirm === '' ? messages.fieldRequired : confirmPasswordProblem(password, confirm);
}

export type LoginField = 'username' | 'password';
export function loginErrors(v: Record<LoginField, string>): FieldErrors<LoginField> {
  return compact<LoginField>([
    ['username', [requiredProblem(v.username)]],
    ['password', [v.password === '' ? messages.fieldRequired : null]],
  ]);
}

export type RegistrationField = 'firstname' | 'lastname' | 'email' | 'mobileno' | 'password' | 'confirmPassword';
export function registrationErrors(v: Record<RegistrationField, string>): FieldErrors<RegistrationField> {
  return compact<RegistrationField>([
    ['firstname', [requiredProblem(v.firstname)]],
    ['lastname', [requiredProblem(v.lastname)]],
    ['email', [emailProblem(v.email)]],
    ['mobileno', [phoneProblem(v.mobileno)]],
    ['password', newPasswordProblems(v.password)],
    ['confirmPassword', [confirmProblem(v.password, v.confirmPassword)]],
  ]);
}

export type ResetField = 'password' | 'confirmPassword';
export function resetErrors(v: Record<ResetField, string>): FieldErrors<ResetField> {
  return compact<ResetField>([
    ['password', newPasswordProblems(v.password)],
    ['confirmPassword', [confirmProblem(v.password, v.confirmPassword)]],
  ]);
}

export type ForgotField = 'email';
export function forgotErrors(v: Record<ForgotField, string>): FieldErrors<ForgotField> {
  return compact<ForgotField>([['email', [emailProblem(v.email)]]]);
}

/** The named text fields of a posted form (missing ones are ''). */
export function formValues<K extends string>(form: FormData, fields: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}
