import type { OrderLineWire } from '@haat/shared/api';
import { formatRupees } from '@haat/shared/rules';
import { Info } from '../icons.tsx';
import { paymentModeLabel, type RefundDetails as Refund } from './order-lines.ts';
import type { Locale } from '../../i18n/locale.ts';
import * as m from '../../i18n/m/orders.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** Where the refund stands, in the shopper's words. */
export function refundNote(kind: Refund['kind'], locale: Locale): string {
  if (kind === 'cod') return m.orders_refund_cod({}, { locale });
  if (kind === 'unpaid') return m.orders_refund_unpaid({}, { locale });
  return m.orders_refund_paid({}, { locale });
}

/** REFUND DETAILS of the cancellation form: what comes back (₹0 for cash on delivery) and how. */
export function RefundDetails({ line, refund }: { line: OrderLineWire; refund: Refund }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="refund-details-title" className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm md:p-5">
      <h2 id="refund-details-title" className="text-sm font-extrabold tracking-wider text-gray-900 uppercase [:lang(hi)_&]:tracking-normal">{m.orders_refund_details({}, { locale })}</h2>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">{m.orders_payment_mode({}, { locale })}</dt>
          <dd className="font-semibold text-gray-900">{paymentModeLabel(line.CoPaymentMode, locale)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">{m.orders_item_total({}, { locale })}</dt>
          <dd className="font-semibold text-gray-900">{formatRupees(line.CoTotalPrice)}</dd>
        </div>
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-dashed border-gray-200 pt-3">
          <dt className="font-bold text-gray-900">{refund.estimate ? m.orders_estimated_refund({}, { locale }) : m.orders_refund_amount({}, { locale })}</dt>
          <dd className="text-xl font-extrabold text-gray-900" data-testid="refund-amount">{formatRupees(refund.amount)}</dd>
        </div>
      </dl>
      <p className="mt-3 flex items-start gap-2 rounded-xl bg-gray-50 px-3 py-2.5 text-[13px] leading-snug text-gray-600">
        <Info className="mt-px size-4 shrink-0 text-primary" aria-hidden />
        <span>
          {refundNote(refund.kind, locale)}
          {refund.estimate && m.orders_refund_estimate_note({}, { locale })}
        </span>
      </p>
    </section>
  );
}
