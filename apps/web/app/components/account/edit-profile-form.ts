import { isEmail, messages, passwordProblems } from '@haat/shared/rules';

/** The Edit Profile modal's fields, named as the form posts them. */
export const editProfileFields = ['firstname', 'lastname', 'email', 'oldPassword', 'newPassword', 'confirmPassword'] as const;
export type EditProfileField = (typeof editProfileFields)[number];
export type EditProfileValues = Record<EditProfileField, string>;
export type EditProfileErrors = Partial<Record<EditProfileField, string>>;

/** What the account action answers to an Edit Profile post. */
export interface EditProfileResult {
  ok: boolean;
  /** Field problems found before any call was made. */
  errors?: EditProfileErrors;
  /** The server's message, or the spec's fallback texts (accounts spec §8). */
  formError?: string;
  /** The password was changed even if a later step failed. */
  passwordChanged?: boolean;
}

export function readEditProfile(form: FormData): EditProfileValues {
  const text = (name: EditProfileField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    firstname: text('firstname').trim(),
    lastname: text('lastname').trim(),
    email: text('email').trim(),
    // Passwords are taken as typed: a space can be part of one.
    oldPassword: text('oldPassword'),
    newPassword: text('newPassword'),
    confirmPassword: text('confirmPassword'),
  };
}

/**
 * Every field is required; the e-mail must look like one; the new password follows the
 * registration rules; confirm must match (accounts spec §5, §8). Run in the browser before
 * posting and again in the action.
 */
export function editProfileProblems(values: EditProfileValues): EditProfileErrors {
  const errors: EditProfileErrors = {};
  for (const field of editProfileFields) {
    if (values[field].trim() === '') errors[field] = messages.fieldRequired;
  }
  if (!errors.email && !isEmail(values.email.toLowerCase())) errors.email = messages.emailInvalid;
  if (!errors.newPassword) {
    const problem = passwordProblems(values.newPassword)[0];
    if (problem) errors.newPassword = problem;
  }
  if (!errors.confirmPassword && values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = messages.newPasswordMismatch;
  }
  return errors;
}

export function hasProblems(errors: EditProfileErrors): boolean {
  return Object.keys(errors).length > 0;
}
