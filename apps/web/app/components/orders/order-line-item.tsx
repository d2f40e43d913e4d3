import { imageUrl, type OrderLineWire } from '@haat/shared/api';
import { formatRupees } from '@haat/shared/rules';
import { CircleX } from '../icons.tsx';
import { Link } from 'react-router';
import { ImageWithFallback } from '../image-with-fallback.tsx';
import { linePaymentLabel, sizeLabel } from './order-lines.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import * as m from '../../i18n/m/orders.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The product page of a line (spec: the name links to the product), when the line names one. */
export function productHref(line: Pick<OrderLineWire, 'ASIN'>): string | null {
  return line.ASIN ? `/product-category/${encodeURIComponent(line.ASIN)}` : null;
}

/** A line's picture, opening the product; `sizeClass` sets how big. */
export function LineImage({ line, sizeClass }: { line: OrderLineWire; sizeClass: string }) {
  const href = productHref(line);
  const locale = useLocale();
  const image = (
    <ImageWithFallback
      src={line.CoSmallImage ? imageUrl(line.CoSmallImage, '280x280') : undefined}
      alt={line.CoProduct}
      width={280}
      height={280}
      className={`${sizeClass} rounded-xl border border-gray-100 bg-gray-50 object-cover`}
    />
  );
  return href
    ? <Link to={href} aria-label={m.orders_open_product({ name: line.CoProduct }, { locale })} className="shrink-0 self-start rounded-xl">{image}</Link>
    : <span className="shrink-0 self-start">{image}</span>;
}

/** One order line: image, name (to the product), size, quantity, price, payment mode, status, Cancel. */
export function OrderLineItem({ line }: { line: OrderLineWire }) {
  const href = productHref(line);
  const locale = useLocale();
  return (
    <li className="flex gap-3.5 p-4 md:gap-5 md:p-5" data-order-line={line.CoOrderLineID}>
      <LineImage line={line} sizeClass="size-20 md:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-1 md:flex-row md:items-start md:justify-between md:gap-6">
          <h3 className="line-clamp-2 text-[15px] leading-snug font-semibold text-gray-900">
            {href ? <Link to={href} className="hover:text-primary hover:underline">{line.CoProduct}</Link> : line.CoProduct}
          </h3>
          <p className="shrink-0 md:text-right">
            <span className="text-base font-extrabold text-gray-900">{formatRupees(line.CoTotalPrice)}</span>
            {line.CoQuantity > 1 && <span className="ml-1.5 text-xs text-gray-500 md:ml-0 md:block">{m.orders_each({ price: formatRupees(line.StandardPrice) }, { locale })}</span>}
          </p>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-gray-600">
          <Detail term={m.orders_size({}, { locale })} value={sizeLabel(line.CoSize, locale)} />
          {line.CoColor && <Detail term={m.orders_colour({}, { locale })} value={line.CoColor} />}
          <Detail term={m.orders_qty({}, { locale })} value={String(line.CoQuantity)} />
          <Detail term={m.orders_payment({}, { locale })} value={linePaymentLabel(line, locale)} />
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <OrderStatusBadge code={line.CoStatusCode} label={line.CoOrderStatus} />
          {line.CoCancellable && (
            <Link
              to={`/cancellation-form?line=${line.CoOrderLineID}`}
              aria-label={m.orders_cancel_item_of({ name: line.CoProduct }, { locale })}
              className="inline-flex h-9 items-center gap-1.5 rounded-full border border-red-200 bg-white px-3.5 text-sm font-semibold text-red-600 transition hover:border-red-300 hover:bg-red-50"
            >
              <CircleX className="size-4" aria-hidden /> {m.orders_cancel({}, { locale })}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{term}:</dt>
      <dd className="font-semibold text-gray-900">{value}</dd>
    </div>
  );
}
