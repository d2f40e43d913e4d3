import { StoreApiError, type CustomerProfile, type StoreApi } from '@haat/shared/api';
import { messages, serverMessageOr } from '@haat/shared/rules';
import type { EditProfileResult, EditProfileValues } from './edit-profile-form.ts';

export interface SaveProfileOutcome {
  result: EditProfileResult;
  /** The server's Set-Cookie lines renewing the readable name and e-mail cookies after a change. */
  setCookies: string[];
}

/** A refused token goes up to withSession (session expired); anything else becomes a message. */
function passOn401(error: unknown): void {
  if (error instanceof StoreApiError && error.status === 401) throw error;
}

/** The spec's texts: the server's message, "Failed to update password.", or the exception text. */
function passwordError(error: unknown): string {
  passOn401(error);
  if (error instanceof StoreApiError && error.status < 500) return serverMessageOr(error.message, messages.passwordUpdateFailed);
  return messages.passwordUpdateException;
}

function nameOrEmailChanged(current: CustomerProfile, values: EditProfileValues): boolean {
  return current.firstName !== values.firstname || current.lastName !== values.lastname
    || current.email.toLowerCase() !== values.email.toLowerCase();
}

/**
 * Saves Edit Profile: the password first, so that the old password proves who is asking before
 * the name or e-mail changes; then the name and e-mail when they differ from the stored ones.
 * The password change sends an empty userid (the spec's field for the token itself): the call
 * then goes as the session cookie with the form's XSRF token, checked like every other change.
 */
export async function saveProfile(api: StoreApi, values: EditProfileValues): Promise<SaveProfileOutcome> {
  let current: CustomerProfile;
  try {
    current = await api.getProfile();
    await api.changePassword('', values.oldPassword, values.newPassword);
  } catch (error) {
    return { result: { ok: false, formError: passwordError(error) }, setCookies: [] };
  }
  if (!nameOrEmailChanged(current, values)) return { result: { ok: true, passwordChanged: true }, setCookies: [] };
  try {
    const { setCookies } = await api.updateProfile({ firstname: values.firstname, lastname: values.lastname, email: values.email });
    return { result: { ok: true, passwordChanged: true }, setCookies };
  } catch (error) {
    passOn401(error);
    const message = error instanceof StoreApiError && error.status < 500 ? error.message : messages.somethingWentWrongTryAgain;
    return { result: { ok: false, passwordChanged: true, formError: message }, setCookies: [] };
  }
}
