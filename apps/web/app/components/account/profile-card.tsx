import type { CustomerProfile } from '@haat/shared/api';
import { joinName } from '@haat/shared/rules';
import { BadgeCheck, type Icon, KeyRound, Mail, Smartphone, UserRound } from '../icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import * as m from '../../i18n/m/account.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import * as auth from '../../i18n/m/auth.ts';
import * as shell from '../../i18n/m/shell.ts';

/** /account-settings: the customer's Name and Email (and mobile), with Edit Profile. */
export function ProfileCard({ profile }: { profile: CustomerProfile }) {
  const name = joinName(profile.firstName, profile.lastName) || profile.userName;
  const locale = useLocale();
  return (
    <section aria-labelledby="profile-title" className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-100 px-5 py-4 md:px-6">
        <div>
          <h2 id="profile-title" className="text-lg font-bold text-gray-900">{shell.shell_profile({}, { locale })}</h2>
          <p className="text-sm text-gray-500">{m.account_profile_hint({}, { locale })}</p>
        </div>
        <EditProfileDialog profile={profile} />
      </div>
      <dl className="divide-y divide-gray-100">
        <Row icon={UserRound} term={auth.auth_name({}, { locale })}>{name}</Row>
        <Row icon={Mail} term={m.account_email({}, { locale })}>
          <EmailText email={profile.email} />
          <Verification verified={profile.emailVerified} verify={m.account_verify_email({}, { locale })} />
        </Row>
        {profile.mobile && (
          <Row icon={Smartphone} term={auth.auth_mobile({}, { locale })}>
            <span>+91 {profile.mobile}</span>
            <Verification verified={profile.mobileVerified} verify={m.account_verify_mobile({}, { locale })} />
          </Row>
        )}
        <Row icon={KeyRound} term={auth.auth_password({}, { locale })}>
          <span aria-hidden className="tracking-widest">••••••••</span>
          <span className="sr-only">{m.account_hidden({}, { locale })}</span>
          <span className="text-xs text-gray-500">{m.account_change_password_hint({}, { locale })}</span>
        </Row>
      </dl>
    </section>
  );
}

function Row({ icon: Icon, term, children }: { icon: Icon; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-4 px-5 py-4 md:px-6">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-600">
        <Icon className="size-5" strokeWidth={1.8} aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{term}</dt>
        <dd className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 font-medium text-gray-900">{children}</dd>
      </div>
    </div>
  );
}

/** Verified, or not yet with a link to the sign-up card that verifies it (`verify` says what). */
function Verification({ verified, verify }: { verified: boolean; verify: string }) {
  const locale = useLocale();
  if (verified) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-700">
        <BadgeCheck className="size-3.5" aria-hidden /> {m.account_verified({}, { locale })}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-2 text-xs">
      <span className="rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-800">{m.account_not_verified({}, { locale })}</span>
      <Link to="/CreateAccountCard" className="font-semibold text-primary underline-offset-4 hover:underline">
        {verify}
      </Link>
    </span>
  );
}

/** An e-mail that may wrap after its local part on a narrow screen, not in the middle of a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="[overflow-wrap:anywhere]">{email}</span>;
  return (
    <span className="[overflow-wrap:anywhere]">
      {email.slice(0, at)}<wbr />{email.slice(at)}
    </span>
  );
}
