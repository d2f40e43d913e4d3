import { formatRupees, onlineDiscountPercent } from '@haat/shared/rules';
import { LoaderCircle, Lock, ShieldCheck } from '../icons.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { buying_pay_securely, buying_processing, buying_total_amount } from '../../i18n/m/buying.ts';
import { checkout_methods_accepted, checkout_netbanking, checkout_pay_online_off, checkout_razorpay_secure } from '../../i18n/m/checkout.ts';

interface OnlinePanelProps {
  /** What the shopper pays online (the discount taken off). */
  onlineTotal: number;
  busy: boolean;
  disabled: boolean;
}

/**
 * Razorpay's panel, once the shopper chooses to pay online: the methods it takes, the total with
 * the online discount, and Pay Securely. Cash on delivery is the usual first choice, so its code
 * comes once the page is idle (checkout-parts-later.tsx).
 */
export function OnlinePanel({ onlineTotal, busy, disabled }: OnlinePanelProps) {
  const locale = useLocale();
  const percent = onlineDiscountPercent;
  const processing = <><LoaderCircle className="size-4 animate-spin" aria-hidden /> {buying_processing({}, { locale })}</>;
  return (
    <div className="mt-4 rounded-xl bg-gray-50 p-4" data-testid="online-panel">
      <div className="flex flex-wrap items-center gap-2" aria-label={checkout_methods_accepted({}, { locale })}>
        {['VISA', 'Mastercard', 'RuPay', 'UPI', checkout_netbanking({}, { locale })].map((name) => (
          <span key={name} className="rounded-md border border-gray-200 bg-white px-2 py-1 text-[11px] font-extrabold tracking-wide text-gray-700 [:lang(hi)_&]:tracking-normal">{name}</span>
        ))}
      </div>
      <p className="mt-3 flex items-start gap-2 text-sm text-gray-600">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
        {checkout_razorpay_secure({}, { locale })}
      </p>
      <p className="mt-3 flex items-baseline justify-between border-t border-gray-200 pt-3">
        <span className="text-sm font-semibold text-gray-700">{buying_total_amount({}, { locale })}</span>
        <span className="text-xl font-extrabold text-gray-900" data-testid="online-total">{formatRupees(onlineTotal)}</span>
      </p>
      <button
        type="submit"
        name="intent"
        value="place"
        disabled={disabled || busy}
        className="mt-4 flex h-12 w-full items-center justify-center gap-2 rounded-full bg-primary px-6 text-sm font-bold text-white shadow-md shadow-primary/25 transition hover:brightness-110 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:shadow-none"
      >
        {busy ? processing : <><Lock className="size-4" aria-hidden /> {buying_pay_securely({}, { locale })}</>}
      </button>
      <p className="mt-2 text-center text-xs font-bold text-green-700">{checkout_pay_online_off({ percent }, { locale })}</p>
    </div>
  );
}
