import type { CustomerProfile } from '@haat/shared/api';
import { LoaderCircle, TriangleAlert } from '../icons.tsx';
import type { Dispatch, FormEvent, SetStateAction } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { PasswordField } from '../form/password-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { ModalDialog, ModalHeader } from '../modal-dialog.tsx';
import {
  editProfileProblems, hasProblems, readEditProfile, type EditProfileErrors, type EditProfileField, type EditProfileResult,
} from './edit-profile-form.ts';
import { XsrfField } from '../form/xsrf-field.tsx';
import { passwordRulesHint } from '../auth/password-rules.ts';
import { errorText } from '../../i18n/error-text.ts';
import * as e from '../../i18n/m/errors.ts';
import { fieldErrorText } from '../form/field-frame.tsx';
import * as m from '../../i18n/m/account.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { Locale } from '../../i18n/locale.ts';
import * as auth from '../../i18n/m/auth.ts';
import * as address from '../../i18n/m/address.ts';

/** Why Edit Profile saved nothing, in the page's language (the server's and the spec's words in English). */
function profileErrorText(text: string, locale: Locale): string {
  const known = errorText(
    text, locale, e.errors_token_missing, e.errors_password_update_failed, e.errors_password_update_exception, e.errors_old_password_incorrect,
    e.errors_new_password_same_as_old, e.errors_too_many_password_attempts, e.errors_something_went_wrong_try_again, e.errors_email_taken,
    e.errors_xsrf_refused, e.errors_session_expired, e.errors_request_too_large,
  );
  return fieldErrorText(known, locale);
}

interface EditProfileModalProps {
  profile: CustomerProfile;
  open: boolean;
  close(): void;
  /** The dialog's fetcher: its answer outlives the modal (edit-profile-dialog.tsx). */
  fetcher: FetcherWithComponents<EditProfileResult>;
  errors: EditProfileErrors;
  setErrors: Dispatch<SetStateAction<EditProfileErrors>>;
  formError: string | undefined;
  setFormError: Dispatch<SetStateAction<string | undefined>>;
}

/** Edit Profile's modal and form (edit-profile-dialog.tsx loads it when the page is idle). */
export function EditProfileModal({ profile, open, close, fetcher, errors, setErrors, formError, setFormError }: EditProfileModalProps) {
  const locale = useLocale();
  const saving = fetcher.state !== 'idle';

  function check(event: FormEvent<HTMLFormElement>) {
    const problems = editProfileProblems(readEditProfile(new FormData(event.currentTarget)));
    setFormError(undefined);
    setErrors(problems);
    if (!hasProblems(problems)) return;
    event.preventDefault();
    const first = Object.keys(problems)[0];
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  // A field's error goes as soon as the shopper edits it.
  function clearError(name: string) {
    if (!(name in errors)) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[name as EditProfileField];
      return next;
    });
  }

  /** What every field of the modal shares: compact, marked required, and its message. */
  const fieldOf = (name: EditProfileField) => {
    const error = errors[name];
    return { name, compact: true, requiredMark: true, required: true, errors: error ? [error] : [] };
  };

  // A click beside it closes it, except while saving, so a stray click cannot hide the answer.
  return (
    <ModalDialog open={open} onClose={close} labelledBy="edit-profile-title" closeOnBackdrop={!saving} className="max-w-[34rem]">
      <ModalHeader titleId="edit-profile-title" title={m.account_edit_profile({}, { locale })} onClose={close} closeLabel={m.account_close_edit_profile({}, { locale })} />
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={check}
        onChange={(event) => {
          const input: EventTarget = event.target;
          if (input instanceof HTMLInputElement) clearError(input.name);
        }}
        className="flex flex-col gap-4 px-5 pt-4 pb-5"
      >
        <XsrfField />
        {formError && (
          <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {profileErrorText(formError, locale)}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...fieldOf('firstname')} label={auth.auth_name({}, { locale })} autoComplete="given-name" maxLength={60} defaultValue={profile.firstName} />
          <TextField {...fieldOf('lastname')} label={m.account_last_name({}, { locale })} autoComplete="family-name" maxLength={60} defaultValue={profile.lastName} />
        </div>
        <TextField {...fieldOf('email')} label={m.account_email({}, { locale })} type="email" autoComplete="email" maxLength={254} defaultValue={profile.email} />
        <fieldset className="flex flex-col gap-4 rounded-xl border border-gray-200 px-4 pt-2 pb-4">
          <legend className="px-1 text-sm font-bold text-gray-700">{auth.auth_password({}, { locale })}</legend>
          <PasswordField {...fieldOf('oldPassword')} label={m.account_old_password({}, { locale })} autoComplete="current-password" maxLength={256} />
          <PasswordField
            {...fieldOf('newPassword')}
            label={m.account_new_password({}, { locale })}
            autoComplete="new-password"
            maxLength={256}
            hint={passwordRulesHint(locale)}
          />
          <PasswordField {...fieldOf('confirmPassword')} label={m.account_confirm_new_password({}, { locale })} autoComplete="new-password" maxLength={256} />
        </fieldset>
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={close}
            className="rounded-full border border-gray-300 px-5 py-2.5 text-sm font-semibold text-gray-700 transition hover:bg-gray-50"
          >
            {address.address_cancel({}, { locale })}
          </button>
          <button
            type="submit"
            disabled={saving}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-primary px-6 py-2.5 text-sm font-bold text-white shadow-sm transition hover:brightness-110 disabled:opacity-70"
          >
            {saving && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            {saving ? m.account_saving({}, { locale }) : m.account_save_changes({}, { locale })}
          </button>
        </div>
      </fetcher.Form>
    </ModalDialog>
  );
}
