import { formatRupees, onlineDiscountPercent, type OnlineSaving, type PaymentModeName } from '@haat/shared/rules';
import { Banknote, CreditCard, LoaderCircle } from '../icons.tsx';
import { Suspense, useEffect, type ReactNode } from 'react';
import { loadWhenIdle } from '../when-idle.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { buying_processing } from '../../i18n/m/buying.ts';
import { OnlinePanel } from './checkout-parts-later.tsx';
import { checkout_cash_on_delivery, checkout_cash_on_delivery_fee, checkout_cod_label, checkout_nudge_save, checkout_nudge_why, checkout_nudge_why_fee, checkout_pay_cash_upi, checkout_pay_online, checkout_pay_online_get_off, checkout_payment_method, checkout_place_order, checkout_razorpay_label } from '../../i18n/m/checkout.ts';

interface PaymentMethodProps {
  mode: PaymentModeName;
  onModeChange(mode: PaymentModeName): void;
  /** The COD panel's captcha. */
  captcha: ReactNode;
  /** What the shopper pays online (the discount taken off). */
  onlineTotal: number;
  busy: boolean;
  disabled: boolean;
  /** Why this order cannot be paid on delivery (the shop's COD rules); null when it can. */
  codRefused: string | null;
  /** The shop's cash-on-delivery fee, added to a COD order. */
  codFee: number;
  /** What paying online would save against cash on delivery. */
  saving: OnlineSaving;
}

const optionClass = 'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:checked]:ring-1 has-[:checked]:ring-primary';

/** "Payment Method": cash on delivery with its captcha, or Razorpay with 10% off (accounts spec §2). */
export function PaymentMethod({ mode, onModeChange, captcha, onlineTotal, busy, disabled, codRefused, codFee, saving }: PaymentMethodProps) {
  const locale = useLocale();
  const percent = onlineDiscountPercent;
  // Razorpay's panel is there by the time the shopper picks it.
  useEffect(() => loadWhenIdle(OnlinePanel.preload), []);
  const processing = <><LoaderCircle className="size-4 animate-spin" aria-hidden /> {buying_processing({}, { locale })}</>;
  return (
    <section aria-labelledby="payment-title" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm md:p-5">
      <h2 id="payment-title" className="text-lg font-bold text-gray-900">{checkout_payment_method({}, { locale })}</h2>
      <fieldset className="mt-3 grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{checkout_payment_method({}, { locale })}</legend>
        <label className={`${optionClass} border-gray-200 ${codRefused ? 'cursor-not-allowed bg-gray-50 opacity-70' : ''}`} aria-label={checkout_cod_label({}, { locale })}>
          <input type="radio" name="paymentMode" value="COD" checked={mode === 'COD'} disabled={codRefused !== null} aria-describedby={codRefused ? 'cod-refused' : undefined}
            onChange={() => onModeChange('COD')} className="mt-1 size-4 accent-[var(--theme-primary)]" />
          <span>
            <span className="flex items-center gap-2 font-bold text-gray-900"><Banknote className="size-5 text-green-700" aria-hidden /> COD</span>
            <span className="mt-0.5 block text-sm text-gray-600">{codFee > 0 ? checkout_cash_on_delivery_fee({ fee: formatRupees(codFee) }, { locale }) : checkout_cash_on_delivery({}, { locale })}</span>
          </span>
        </label>
        <label className={`${optionClass} border-gray-200`} aria-label={checkout_razorpay_label({ percent }, { locale })}>
          <input type="radio" name="paymentMode" value="ONLINE" checked={mode === 'ONLINE'} onChange={() => onModeChange('ONLINE')} className="mt-1 size-4 accent-[var(--theme-primary)]" />
          <span>
            <span className="flex items-center gap-2 font-bold text-gray-900"><CreditCard className="size-5 text-blue-700" aria-hidden /> Razorpay</span>
            <span className="mt-0.5 block text-sm font-semibold text-green-700">{checkout_pay_online_get_off({ percent }, { locale })}</span>
          </span>
        </label>
      </fieldset>
      {codRefused && <p id="cod-refused" role="status" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">{codRefused}</p>}

      {mode === 'COD' ? (
        <div className="mt-4 rounded-xl bg-gray-50 p-4" data-testid="cod-panel">
          {saving.total > 0 && <OnlineNudge saving={saving} onPayOnline={() => onModeChange('ONLINE')} />}
          {captcha}
          <p className="mt-3 text-sm text-gray-600">{checkout_pay_cash_upi({}, { locale })}</p>
          <button
            type="submit"
            name="intent"
            value="place"
            disabled={disabled || busy}
            className="mt-4 flex h-12 w-full items-center justify-center gap-2 rounded-full bg-primary px-6 text-sm font-bold tracking-wide text-white shadow-md [:lang(hi)_&]:tracking-normal shadow-primary/25 transition hover:brightness-110 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:shadow-none sm:w-auto sm:min-w-56"
          >
            {busy ? processing : checkout_place_order({}, { locale })}
          </button>
        </div>
      ) : (
        // Picked before its code is in (a slow network), the choice shows at once and the panel a moment later.
        <Suspense fallback={null}>
          <OnlinePanel onlineTotal={onlineTotal} disabled={disabled} busy={busy} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * A nudge to pay online while cash on delivery is chosen (issue 18): the exact rupees it saves,
 * and one tap to switch. Cash on delivery costs the shop returns and uncollected parcels.
 */
function OnlineNudge({ saving, onPayOnline }: { saving: OnlineSaving; onPayOnline(): void }) {
  const locale = useLocale();
  const percent = onlineDiscountPercent;
  // With a COD fee the saving is two things, and says so; without one it is the discount alone.
  const why = saving.codFee > 0
    ? checkout_nudge_why_fee({ percent, discount: formatRupees(saving.discount), fee: formatRupees(saving.codFee) }, { locale })
    : ` ${checkout_nudge_why({ percent }, { locale })}`;
  return (
    <div data-testid="online-nudge" className="mb-4 flex flex-col gap-3 rounded-lg border border-green-200 bg-green-50 px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-green-900">
        <strong className="font-extrabold">{checkout_nudge_save({ amount: formatRupees(saving.total) }, { locale })}</strong>{why}
      </p>
      <button type="button" onClick={onPayOnline} className="shrink-0 rounded-full border border-green-700 bg-white px-4 py-1.5 text-sm font-bold text-green-800 transition hover:bg-green-700 hover:text-white">
        {checkout_pay_online({}, { locale })}
      </button>
    </div>
  );
}
