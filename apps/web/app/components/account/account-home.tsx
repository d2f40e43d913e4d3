import type { CustomerProfile } from '@haat/shared/api';
import { ChevronRight, Headset, Heart, type Icon, MapPin, Package, UserCog } from '../icons.tsx';
import { Link } from 'react-router';
import { ProfileUnavailable } from './profile-unavailable.tsx';
import { welcomeName } from './welcome-name.ts';
import type { Locale } from '../../i18n/locale.ts';
import * as m from '../../i18n/m/account.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface Tile {
  title(locale: Locale): string;
  text(locale: Locale): string;
  to: string;
  icon: Icon;
}

/** The spec's five tiles on the account home (accounts spec §2). */
const tiles: Tile[] = [
  { title: (locale) => m.account_nav_my_orders({}, { locale }), text: (locale) => m.account_tile_orders_text({}, { locale }), to: '/your-orders', icon: Package },
  { title: (locale) => m.account_tile_wishlist_title({}, { locale }), text: (locale) => m.account_tile_wishlist_text({}, { locale }), to: '/wishlist', icon: Heart },
  { title: (locale) => m.account_tile_addresses_title({}, { locale }), text: (locale) => m.account_tile_addresses_text({}, { locale }), to: '/your-address', icon: MapPin },
  { title: (locale) => m.account_tile_support_title({}, { locale }), text: (locale) => m.account_tile_support_text({}, { locale }), to: '/CustomerSupport', icon: Headset },
  { title: (locale) => m.account_nav_settings({}, { locale }), text: (locale) => m.account_tile_settings_text({}, { locale }), to: '/account-settings', icon: UserCog },
];

/** /UserProfile and /overview: a welcome by name and a tile for each part of the account. */
export function AccountHome({ profile }: { profile: CustomerProfile | null }) {
  const name = profile ? welcomeName(profile.email) : '';
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-5">
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-primary/75 px-5 py-6 text-white shadow-md md:px-8 md:py-8">
        <span aria-hidden className="absolute -top-10 -right-10 size-40 rounded-full bg-white/10" />
        <span aria-hidden className="absolute -right-4 -bottom-16 size-32 rounded-full bg-white/10" />
        <p className="relative text-sm font-medium text-white/85">{m.account_your_account({}, { locale })}</p>
        <h1 className="relative mt-1 text-2xl font-extrabold md:text-3xl">{name ? m.account_welcome_name({ name }, { locale }) : m.account_welcome({}, { locale })}</h1>
        <p className="relative mt-2 max-w-xl text-sm text-white/90">
          {m.account_welcome_text({}, { locale })}
        </p>
      </section>
      {!profile && <ProfileUnavailable />}
      <ul aria-label={m.account_sections({}, { locale })} className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:gap-4 lg:grid-cols-3">
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
  const locale = useLocale();
  return (
    <Link
      to={tile.to}
      className="group flex h-full items-center gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md md:flex-col md:items-start md:p-5"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary transition group-hover:bg-primary group-hover:text-white">
        <Icon className="size-6" strokeWidth={1.8} aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-gray-900">{tile.title(locale)}</span>
        <span className="mt-0.5 block text-sm text-gray-500">{tile.text(locale)}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-gray-300 transition group-hover:translate-x-0.5 group-hover:text-primary md:hidden" aria-hidden />
    </Link>
  );
}
