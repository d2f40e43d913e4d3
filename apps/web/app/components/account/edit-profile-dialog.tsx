import type { CustomerProfile } from '@haat/shared/api';
import { Pencil } from '../icons.tsx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../lib/toast.ts';
import type { EditProfileErrors, EditProfileResult } from './edit-profile-form.ts';
import * as e from '../../i18n/m/errors.ts';
import * as m from '../../i18n/m/account.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useOpenedOnce } from '../use-opened-once.ts';
import { loadWhenIdle } from '../when-idle.ts';

// The modal's form (six fields, their checks and texts) is fetched once the page is idle, not
// with the account pages: some 3 kB of script a shopper needs only on Edit Profile.
const loadModal = () => import('./edit-profile-modal.tsx');
const EditProfileModal = lazy(() => loadModal().then((module) => ({ default: module.EditProfileModal })));

/**
 * "Edit Profile" and its modal: Name*, Last Name*, Email*, Old Password*, New Password*, Confirm
 * New Password* and Save Changes (accounts spec §2). Checked in the modal first, then by the
 * route's action, which changes the password and, when they differ, the name and e-mail. The
 * answer is kept here, so the toast and the closing happen whatever the modal's state.
 */
export function EditProfileDialog({ profile }: { profile: CustomerProfile }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<EditProfileResult>();
  const [errors, setErrors] = useState<EditProfileErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const toasted = useRef<EditProfileResult | null>(null);
  const saving = fetcher.state !== 'idle';
  const locale = useLocale();
  const result = saving ? undefined : fetcher.data;
  const rendered = useOpenedOnce(open);
  useEffect(() => loadWhenIdle(loadModal), []);

  // Each answer once: its messages show, and a success closes the modal.
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result) {
      setErrors(result.errors ?? {});
      setFormError(result.formError);
      if (result.ok) setOpen(false);
    }
  }

  useEffect(() => {
    if (!result?.passwordChanged || toasted.current === result) return;
    toasted.current = result;
    // The spec's toast, 3 seconds; also when the password changed but the name or e-mail did not save.
    toast.success(e.errors_password_updated({}, { locale }), { duration: 3000 });
  }, [result, locale]);

  // The form is mounted afresh on every opening, so only the messages need clearing.
  function show() {
    setErrors({});
    setFormError(undefined);
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-2 rounded-full bg-primary px-5 py-2 text-sm font-bold text-white shadow-sm transition hover:brightness-110"
      >
        <Pencil className="size-4" aria-hidden /> {m.account_edit_profile({}, { locale })}
      </button>
      {rendered && (
        <Suspense fallback={null}>
          <EditProfileModal
            profile={profile}
            open={open}
            close={() => setOpen(false)}
            fetcher={fetcher}
            errors={errors}
            setErrors={setErrors}
            formError={formError}
            setFormError={setFormError}
          />
        </Suspense>
      )}
    </>
  );
}
