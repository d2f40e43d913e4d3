import { BadgeCheck, Truck } from './icons.tsx';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** The slim strip above the header with the spec's static claims, and the language switch at its end (decision 045). */
export function PromoStrip() {
  const locale = useLocale();
  return (
    <div className="bg-primary text-white">
      <div className="mx-auto flex h-8 max-w-7xl items-center justify-between gap-4 px-4 text-[11px] font-medium tracking-wide md:text-xs [:lang(hi)_&]:tracking-normal">
        <p className="flex items-center gap-1.5">
          <BadgeCheck className="size-3.5" aria-hidden />
          {m.shell_promo_trusted({}, { locale })}
        </p>
        <p className="hidden items-center gap-1.5 sm:flex">
          <Truck className="size-3.5" aria-hidden />
          {m.shell_promo_delivery({}, { locale })}
        </p>
        <LanguageSwitch className="font-bold underline md:text-sm" />
      </div>
    </div>
  );
}
