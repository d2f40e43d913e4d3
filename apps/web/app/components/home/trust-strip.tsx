import { BadgeCheck, Truck } from '../icons.tsx';

/** The spec's static claims, closing the home page. */
export function TrustStrip() {
  const claims = [
    { icon: BadgeCheck, text: 'Trusted by more than 1 Crore Indians' },
    { icon: Truck, text: 'Pay on Delivery | Free Delivery' },
  ];
  return (
    <ul aria-label="Why shop with us" className="grid grid-cols-2 gap-3 md:gap-5">
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
