import { messages } from '@haat/shared/rules';
import { data, useLocation } from 'react-router';
import type { Route } from './+types/account';
import { useAccountLayoutData } from '../components/account/account-data.ts';
import { AccountHome } from '../components/account/account-home.tsx';
import { editProfileProblems, hasProblems, readEditProfile, type EditProfileResult } from '../components/account/edit-profile-form.ts';
import { ProfileCard } from '../components/account/profile-card.tsx';
import { ProfileUnavailable } from '../components/account/profile-unavailable.tsx';
import { saveProfile } from '../components/account/save-profile.server.ts';
import { isSignedIn, withCookies, withSession } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import * as m from '../i18n/m/account.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** Edit Profile's Save Changes (accounts spec §2, §5, §8). */
export async function action({ context, request }: Route.ActionArgs) {
  if (!isSignedIn(request)) return data<EditProfileResult>({ ok: false, formError: messages.tokenMissing });
  const values = readEditProfile(await request.formData());
  const errors = editProfileProblems(values);
  if (hasProblems(errors)) return data<EditProfileResult>({ ok: false, errors }, { status: 400 });
  const outcome = await withSession(request, () => saveProfile(storeApi(context), values));
  // Nothing changed: a 4xx spares the reload of the page's data that a saved change needs.
  const status = outcome.result.ok || outcome.result.passwordChanged ? 200 : 400;
  return data<EditProfileResult>(outcome.result, { status, headers: withCookies(outcome.setCookies) });
}

/** /UserProfile and /overview: the account home; /account-settings: the profile. */
export default function AccountPage() {
  const { pathname } = useLocation();
  const { profile } = useAccountLayoutData();
  const locale = useLocale();
  if (pathname.toLowerCase().replace(/\/+$/, '') !== '/account-settings') return <AccountHome profile={profile} />;
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-extrabold text-gray-900">{m.account_nav_settings({}, { locale })}</h1>
        <p className="mt-1 text-sm text-gray-500">{m.account_settings_text({}, { locale })}</p>
      </header>
      {profile ? <ProfileCard profile={profile} /> : <ProfileUnavailable />}
    </div>
  );
}
