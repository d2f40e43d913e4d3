import type { OrderTracking } from '@haat/shared/api';
import { formatRupees } from '@haat/shared/rules';
import { ArrowUpRight, MapPin, Truck } from '../icons.tsx';
import type { ReactNode } from 'react';
import { formatOrderDate } from './order-dates.ts';
import { paymentModeLabel } from './order-lines.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { stateName } from '../address/state-names.ts';
import * as m from '../../i18n/m/orders.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** An order's facts above its timeline: number, status, placed date, payment, total and where it goes. */
export function TrackingSummary({ tracking, headingLevel = 2 }: { tracking: OrderTracking; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { ship_to: shipTo } = tracking;
  const locale = useLocale();
  const place = [shipTo.city, [shipTo.state && stateName(shipTo.state, locale), shipTo.pincode].filter(Boolean).join(' - ')].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="text-lg font-extrabold text-gray-900">{m.orders_order_number({ id: tracking.order_id }, { locale })}</Heading>
        <OrderStatusBadge code={tracking.status} label={tracking.status_label} className="text-[13px]" />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-gray-50 px-4 py-3 text-sm sm:grid-cols-3">
        <Fact term={m.orders_placed_on({}, { locale })}><time dateTime={tracking.placed_at}>{formatOrderDate(tracking.placed_at, locale)}</time></Fact>
        <Fact term={m.orders_payment({}, { locale })}>{paymentModeLabel(tracking.payment_mode, locale)}</Fact>
        <Fact term={m.orders_order_total({}, { locale })}>{formatRupees(tracking.total)}</Fact>
        {place && (
          <div className="col-span-2 sm:col-span-3">
            <dt className="text-xs font-medium text-gray-500">{m.orders_shipping_to({}, { locale })}</dt>
            <dd className="mt-0.5 flex items-start gap-1.5 font-semibold text-gray-900">
              <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span className="min-w-0 break-words">{shipTo.name ? `${shipTo.name}, ` : ''}{place}</span>
            </dd>
          </div>
        )}
        {tracking.shipment && <Shipment shipment={tracking.shipment} />}
      </dl>
    </div>
  );
}

/** The courier, the AWB number to quote to them, and their tracking page when the seller gave it. */
function Shipment({ shipment }: { shipment: NonNullable<OrderTracking['shipment']> }) {
  const locale = useLocale();
  return (
    <div className="col-span-2 grid grid-cols-1 items-center gap-x-4 gap-y-2 border-t border-gray-200 pt-3 sm:col-span-3 sm:grid-cols-[minmax(0,1fr)_auto]">
      <dt className="text-xs font-medium text-gray-500 sm:col-span-2">{m.orders_shipped_with({}, { locale })}</dt>
      <dd className="flex items-start gap-1.5 font-semibold text-gray-900">
        <Truck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span className="min-w-0 break-words">{shipment.courier} · {m.orders_awb({}, { locale })} <span className="font-mono tracking-wide select-all">{shipment.awb}</span></span>
      </dd>
      {shipment.tracking_url && (
        <dd>
          <a
            href={shipment.tracking_url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-primary px-3 text-sm font-bold text-white hover:opacity-90"
          >
            {m.orders_track_with({ courier: shipment.courier }, { locale })}
            <ArrowUpRight className="size-4" aria-hidden />
          </a>
        </dd>
      )}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-500">{term}</dt>
      <dd className="mt-0.5 font-semibold text-gray-900">{children}</dd>
    </div>
  );
}
