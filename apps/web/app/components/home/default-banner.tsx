import { BadgeCheck, Truck } from '../icons.tsx';
import * as m from '../../i18n/m/home.ts';
import * as shellText from '../../i18n/m/shell.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * The built-in slide shown when the store has no banners or they could not be loaded (spec §4
 * Banner: "a default banner is the fallback"). Same shape as a banner so the page does not jump.
 */
export function DefaultBanner({ storeName }: { storeName: string }) {
  const locale = useLocale();
  return (
    <div className="relative flex aspect-[11/4] w-full flex-col justify-center overflow-hidden bg-gradient-to-br from-primary via-primary to-accent px-5 text-white md:aspect-[16/5] md:px-24">
      <span aria-hidden className="absolute -top-10 -right-6 size-40 rounded-full bg-white/10 md:-top-24 md:right-10 md:size-96" />
      <span aria-hidden className="absolute -bottom-16 right-24 size-32 rounded-full bg-white/10 md:-bottom-32 md:right-72 md:size-72" />
      <p className="relative text-[10px] font-bold tracking-[0.2em] uppercase opacity-90 [:lang(hi)_&]:tracking-normal md:text-sm">{m.home_welcome_to({}, { locale })}</p>
      <p className="relative mt-0.5 text-2xl leading-tight font-black tracking-tight md:mt-2 md:text-6xl">{storeName}</p>
      <ul className="relative mt-2 flex flex-wrap gap-2 text-[11px] font-semibold md:mt-6 md:gap-3 md:text-base">
        <li className="flex items-center gap-1.5 rounded-full bg-white/20 px-2.5 py-1 backdrop-blur-sm md:px-4 md:py-2">
          <BadgeCheck className="size-3.5 md:size-5" aria-hidden />
          {shellText.shell_promo_trusted({}, { locale })}
        </li>
        <li className="hidden items-center gap-1.5 rounded-full bg-white/20 px-4 py-2 backdrop-blur-sm md:flex">
          <Truck className="size-5" aria-hidden />
          {shellText.shell_promo_delivery({}, { locale })}
        </li>
      </ul>
    </div>
  );
}
