import { BadgeCheck, Truck } from '../icons.tsx';
import * as m from '../../i18n/m/home.ts';
import * as shellText from '../../i18n/m/shell.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The spec's static claims, closing the home page. */
export function TrustStrip() {
  const locale = useLocale();
  const claims = [
    { icon: BadgeCheck, text: shellText.shell_promo_trusted({}, { locale }) },
    { icon: Truck, text: shellText.shell_promo_delivery({}, { locale }) },
  ];
  return (
    <ul aria-label={m.home_why_shop({}, { locale })} className="grid grid-cols-2 gap-3 md:gap-5">
      {claims.map(({ icon: Icon, text }) => (
        <li key={text} className="flex flex-col items-center gap-2 rounded-2xl bg-gradient-to-br from-primary/5 to-accent/10 px-3 py-4 text-center ring-1 ring-primary/10 md:flex-row md:gap-4 md:px-6 md:py-5 md:text-left">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-primary shadow-sm md:size-12">
            <Icon className="size-5 md:size-6" aria-hidden />
          </span>
          <span className="text-xs leading-snug font-bold text-gray-800 md:text-base">{text}</span>
        </li>
      ))}
    </ul>
  );
}
