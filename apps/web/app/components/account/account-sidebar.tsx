import type { CustomerProfile } from '@haat/shared/api';
import { AccountNavList } from './account-nav-list.tsx';
import { initialOf } from './welcome-name.ts';

/** Who is signed in: an initial for an avatar, the name and the e-mail. */
export function AccountIdentity({ profile }: { profile: CustomerProfile | null }) {
  const name = profile?.userName.trim() || 'Your Account';
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-white shadow-sm">
        {initialOf(name)}
      </span>
      <div className="min-w-0">
        <p className="text-xs text-gray-500">Hello,</p>
        <p className="truncate font-bold text-gray-900">{name}</p>
        {profile?.email && <p className="truncate text-xs text-gray-500">{profile.email}</p>}
      </div>
    </div>
  );
}

/** Desktop: the dashboard's navigation beside the page. */
export function AccountSidebar({ profile, pathname }: { profile: CustomerProfile | null; pathname: string }) {
  return (
    <nav aria-label="Account navigation" className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <div className="border-b border-gray-100 bg-gradient-to-br from-primary/10 to-transparent px-4 py-4">
        <AccountIdentity profile={profile} />
      </div>
      <div className="p-2">
        <AccountNavList pathname={pathname} />
      </div>
    </nav>
  );
}
