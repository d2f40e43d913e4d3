import type { OrderLineWire } from '@haat/shared/api';
import { formatRupees } from '@haat/shared/rules';
import { Link } from 'react-router';
import { formatOrderDate } from './order-dates.ts';
import { LineImage, productHref } from './order-line-item.tsx';
import { sizeLabel } from './order-lines.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import * as m from '../../i18n/m/orders.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The item a cancellation is about: picture, name, size, quantity, price, order number and status. */
export function LineSummary({ line }: { line: OrderLineWire }) {
  const href = productHref(line);
  const locale = useLocale();
  return (
    <div className="flex gap-4">
      <LineImage line={line} sizeClass="size-20 md:size-24" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-gray-500">
          {m.orders_order_number({ id: line.CoOrderID }, { locale })} · <time dateTime={line.CoOrderDate}>{formatOrderDate(line.CoOrderDate, locale)}</time>
        </p>
        <h2 className="mt-0.5 line-clamp-2 text-base leading-snug font-bold text-gray-900">
          {href ? <Link to={href} className="hover:text-primary hover:underline">{line.CoProduct}</Link> : line.CoProduct}
        </h2>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-[13px] text-gray-600">
          <span>{m.orders_size({}, { locale })}: <strong className="font-semibold text-gray-900">{sizeLabel(line.CoSize, locale)}</strong></span>
          {line.CoColor && <span>{m.orders_colour({}, { locale })}: <strong className="font-semibold text-gray-900">{line.CoColor}</strong></span>}
          <span>{m.orders_qty({}, { locale })}: <strong className="font-semibold text-gray-900">{line.CoQuantity}</strong></span>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-lg font-extrabold text-gray-900">{formatRupees(line.CoTotalPrice)}</span>
          <OrderStatusBadge code={line.CoStatusCode} label={line.CoOrderStatus} />
        </div>
      </div>
    </div>
  );
}
