import { ArrowLeft, Banknote, Heart, type Icon, PackageCheck } from '../icons.tsx';
import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { ShellData } from '../../lib/shell.ts';
import * as m from '../../i18n/m/auth.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface AuthCardProps {
  icon: Icon;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the form, above a rule: "New here? Create an account" and the like. */
  footer?: ReactNode;
  /** A store panel beside the form on wider screens (sign-in and registration). */
  aside?: { heading: string; text: string };
}

const perks = [
  { key: 'payment', icon: Banknote, text: m.auth_perk_payment },
  { key: 'orders', icon: PackageCheck, text: m.auth_perk_orders },
  { key: 'wishlist', icon: Heart, text: m.auth_perk_wishlist },
];

/**
 * The frame of every sign-in side screen: one centred card on phones; from 768 px the sign-in and
 * registration cards gain a themed panel about the store beside the form.
 */
export function AuthCard({ icon: Icon, title, subtitle, children, footer, aside }: AuthCardProps) {
  const locale = useLocale();
  return (
    <section data-backdrop className="bg-gradient-to-b from-gray-50 to-white px-4 pt-6 pb-12 md:pt-12 md:pb-16">
      <div
        className={`mx-auto overflow-hidden rounded-3xl border border-gray-200/80 bg-white shadow-xl shadow-gray-200/50 ${
          aside ? 'max-w-md md:grid md:max-w-4xl md:grid-cols-[0.9fr_1.1fr]' : 'max-w-md'
        }`}
      >
        {aside && <StorePanel heading={aside.heading} text={aside.text} />}
        <div className="px-5 py-7 sm:px-8 md:px-10 md:py-10">
          <div className="mb-6">
            <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
              <Icon className="size-6" aria-hidden />
            </span>
            <h1 className="text-2xl font-extrabold tracking-tight text-gray-900">{title}</h1>
            {subtitle && <div className="mt-1.5 text-[15px] leading-relaxed text-gray-600">{subtitle}</div>}
          </div>
          {children}
          {footer && <div className="mt-7 border-t border-gray-100 pt-5 text-center text-sm text-gray-600">{footer}</div>}
        </div>
      </div>
      <p className="mt-6 text-center">
        <Link to="/" className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-gray-600 transition hover:text-primary">
          <ArrowLeft className="size-4" aria-hidden /> {m.auth_continue_shopping({}, { locale })}
        </Link>
      </p>
    </section>
  );
}

function StorePanel({ heading, text }: { heading: string; text: string }) {
  const shell = useRouteLoaderData<ShellData>('root');
  const locale = useLocale();
  return (
    <div className="relative hidden overflow-hidden bg-primary p-10 text-white md:flex md:flex-col">
      {/* Depth over any theme colour: a dark wash and two soft circles. */}
      <span className="absolute inset-0 bg-gradient-to-br from-white/10 via-transparent to-black/25" aria-hidden />
      <span className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" aria-hidden />
      <span className="absolute -bottom-20 -left-10 size-64 rounded-full bg-black/10" aria-hidden />
      <div className="relative flex flex-1 flex-col">
        <p className="text-sm font-bold tracking-wide text-white/85 uppercase">{shell?.branding.name ?? 'Haat'}</p>
        <h2 className="mt-10 text-3xl leading-tight font-extrabold">{heading}</h2>
        <p className="mt-3 text-[15px] leading-relaxed text-white/85">{text}</p>
        <ul className="mt-auto space-y-4 pt-10">
          {perks.map(({ key, icon: PerkIcon, text: perk }) => (
            <li key={key} className="flex items-center gap-3 text-sm font-medium">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/20">
                <PerkIcon className="size-[18px]" aria-hidden />
              </span>
              {perk({}, { locale })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A text link in the theme colour, for the cards' footers and side links. */
export const authLinkClass = 'rounded-sm font-semibold text-primary underline-offset-4 hover:underline';
