import { BadgeCheck, Truck } from './icons.tsx';

/** The slim strip above the header with the spec's static claims. */
export function PromoStrip() {
  return (
    <div className="bg-primary text-white">
      <div className="mx-auto flex h-8 max-w-7xl items-center justify-center gap-6 px-4 text-[11px] font-medium tracking-wide sm:justify-between md:text-xs">
        <p className="flex items-center gap-1.5">
          <BadgeCheck className="size-3.5" aria-hidden />
          Trusted by more than 1 Crore Indians
        </p>
        <p className="hidden items-center gap-1.5 sm:flex">
          <Truck className="size-3.5" aria-hidden />
          Pay on Delivery | Free Delivery
        </p>
      </div>
    </div>
  );
}
