import type { CustomerProfile } from '@haat/shared/api';
import { AccountNavList } from './account-nav-list.tsx';
import { initialOf } from './welcome-name.ts';
import * as m from '../../i18n/m/account.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import * as shell from '../../i18n/m/shell.ts';

/** Who is signed in: an initial for an avatar, the name and the e-mail. */
export function AccountIdentity({ profile }: { profile: CustomerProfile | null }) {
  const locale = useLocale();
  const name = profile?.userName.trim() || shell.shell_your_account({}, { locale });
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-white shadow-sm">
        {initialOf(name)}
      </span>
      <div className="min-w-0">
        <p className="text-xs text-gray-500">{m.account_hello({}, { locale })}</p>
        <p className="truncate font-bold text-gray-900">{name}</p>
        {profile?.email && <p className="truncate text-xs text-gray-500">{profile.email}</p>}
      </div>
    </div>
  );
}

/** Desktop: the dashboard's navigation beside the page. */
export function AccountSidebar({ profile, pathname }: { profile: CustomerProfile | null; pathname: string }) {
  const locale = useLocale();
  return (
    <nav aria-label={m.account_navigation({}, { locale })} className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <div className="border-b border-gray-100 bg-gradient-to-br from-primary/10 to-transparent px-4 py-4">
        <AccountIdentity profile={profile} />
      </div>
      <div className="p-2">
        <AccountNavList pathname={pathname} />
      </div>
    </nav>
  );
}
