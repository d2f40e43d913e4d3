import type { CustomerProfile } from '@haat/shared/api';
import { ChevronRight, Headset, Heart, type Icon, MapPin, Package, UserCog } from '../icons.tsx';
import { Link } from 'react-router';
import { ProfileUnavailable } from './profile-unavailable.tsx';
import { welcomeName } from './welcome-name.ts';

interface Tile {
  title: string;
  text: string;
  to: string;
  icon: Icon;
}

/** The spec's five tiles on the account home (accounts spec §2). */
const tiles: Tile[] = [
  { title: 'My Orders', text: 'Track, cancel or review what you have bought', to: '/your-orders', icon: Package },
  { title: 'Wishlist & Collections', text: 'Products you saved for later', to: '/wishlist', icon: Heart },
  { title: 'Addresses', text: 'Your saved delivery addresses', to: '/your-address', icon: MapPin },
  { title: 'Customer Support', text: 'Call, e-mail or visit us for help', to: '/CustomerSupport', icon: Headset },
  { title: 'Account Settings', text: 'Your name, e-mail and password', to: '/account-settings', icon: UserCog },
];

/** /UserProfile and /overview: a welcome by name and a tile for each part of the account. */
export function AccountHome({ profile }: { profile: CustomerProfile | null }) {
  const name = profile ? welcomeName(profile.email) : '';
  return (
    <div className="flex flex-col gap-5">
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-primary/75 px-5 py-6 text-white shadow-md md:px-8 md:py-8">
        <span aria-hidden className="absolute -top-10 -right-10 size-40 rounded-full bg-white/10" />
        <span aria-hidden className="absolute -right-4 -bottom-16 size-32 rounded-full bg-white/10" />
        <p className="relative text-sm font-medium text-white/85">Your account</p>
        <h1 className="relative mt-1 text-2xl font-extrabold md:text-3xl">{name ? `Welcome, ${name}!` : 'Welcome!'}</h1>
        <p className="relative mt-2 max-w-xl text-sm text-white/90">
          Follow your orders, keep your addresses up to date and manage your profile, all in one place.
        </p>
      </section>
      {!profile && <ProfileUnavailable />}
      <ul aria-label="Account sections" className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:gap-4 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <AccountTile tile={tile} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function AccountTile({ tile }: { tile: Tile }) {
  const Icon = tile.icon;
  return (
    <Link
      to={tile.to}
      className="group flex h-full items-center gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md md:flex-col md:items-start md:p-5"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary transition group-hover:bg-primary group-hover:text-white">
        <Icon className="size-6" strokeWidth={1.8} aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-gray-900">{tile.title}</span>
        <span className="mt-0.5 block text-sm text-gray-500">{tile.text}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-gray-300 transition group-hover:translate-x-0.5 group-hover:text-primary md:hidden" aria-hidden />
    </Link>
  );
}
