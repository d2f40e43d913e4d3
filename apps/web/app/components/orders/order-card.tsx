import { CreditCard, FileText, MessageSquareText, Truck } from '../icons.tsx';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatOrderDate } from './order-dates.ts';
import { OrderLineItem } from './order-line-item.tsx';
import { awaitsCode, awaitsPayment, hasInvoice, paymentModeLabel, type OrderGroup } from './order-lines.ts';
import * as m from '../../i18n/m/orders.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface OrderCardProps {
  order: OrderGroup;
  /** Opens the tracking dialog; without JavaScript, Track opens the tracking page instead. */
  onTrack(order: OrderGroup): void;
}

/** One order: its number, date and payment mode over its lines, with Track, and its invoice once shipped. */
export function OrderCard({ order, onTrack }: OrderCardProps) {
  const titleId = `order-${order.orderId}-title`;
  const locale = useLocale();
  const id = order.orderId;
  const track = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window asked for (modifier keys, middle button) still gets the full page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onTrack(order);
  };
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-gray-100 bg-gray-50/80 px-4 py-3 md:px-5">
        <div>
          <p className="text-[11px] font-semibold tracking-wide text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{m.orders_order({}, { locale })}</p>
          <h2 id={titleId} className="text-[15px] font-extrabold text-gray-900">#{order.orderId}</h2>
        </div>
        <div>
          <p className="text-[11px] font-semibold tracking-wide text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{m.orders_placed_on({}, { locale })}</p>
          <p className="text-sm font-semibold text-gray-900"><time dateTime={order.placedAt}>{formatOrderDate(order.placedAt, locale)}</time></p>
        </div>
        {/* Phones: each line says how it is paid, and the header keeps to one row. */}
        <div className="max-sm:hidden">
          <p className="text-[11px] font-semibold tracking-wide text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{m.orders_payment({}, { locale })}</p>
          <p className="text-sm font-semibold text-gray-900">{paymentModeLabel(order.paymentMode, locale)}</p>
        </div>
        {awaitsPayment(order) && (
          <Link
            to={`/PaymentPage?order=${order.orderId}`}
            aria-label={m.orders_pay_for({ id }, { locale })}
            className="ml-auto inline-flex h-9 items-center gap-1.5 rounded-full border-2 border-primary px-4 text-sm font-bold text-primary transition hover:bg-primary/5"
          >
            <CreditCard className="size-4" aria-hidden /> {m.orders_pay_now({}, { locale })}
          </Link>
        )}
        {awaitsCode(order) && (
          <Link
            to={`/order-confirmation/confirm?order=${order.orderId}`}
            aria-label={m.orders_confirm_with_code({ id }, { locale })}
            className="ml-auto inline-flex h-9 items-center gap-1.5 rounded-full border-2 border-primary px-3 text-sm font-bold text-primary transition hover:bg-primary/5 sm:px-4"
          >
            {/* One row on a phone: the short word there. */}
            <MessageSquareText className="size-4" aria-hidden /> {m.orders_confirm({}, { locale })}<span className="max-sm:hidden">{m.orders_confirm_order_rest({}, { locale })}</span>
          </Link>
        )}
        <Link
          to={`/track?order=${order.orderId}`}
          onClick={track}
          aria-label={m.orders_track_order({ id }, { locale })}
          className={`${awaitsPayment(order) || awaitsCode(order) ? '' : 'ml-auto '}inline-flex h-9 items-center gap-1.5 rounded-full bg-primary px-4 text-sm font-bold text-white shadow-sm shadow-primary/25 transition hover:brightness-110`}
        >
          <Truck className="size-4" aria-hidden /> {m.orders_track({}, { locale })}
        </Link>
      </header>
      <ul className="divide-y divide-gray-100">
        {order.lines.map((line) => <OrderLineItem key={line.CoOrderLineID} line={line} />)}
      </ul>
      {hasInvoice(order) && (
        <footer className="border-t border-gray-100 px-4 py-2.5 md:px-5">
          {/* A file, not a page: `download` keeps the router's link handling out of it. */}
          <a
            href={`/order-invoice?order=${order.orderId}`}
            download
            aria-label={m.orders_invoice_of({ id }, { locale })}
            className="inline-flex min-h-9 items-center gap-1.5 text-sm font-bold text-primary hover:underline"
          >
            <FileText className="size-4" aria-hidden /> {m.orders_download_invoice({}, { locale })}
          </a>
        </footer>
      )}
    </article>
  );
}
