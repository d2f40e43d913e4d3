import type { OrderLineWire } from '@haat/shared/api';
import { formatRupees } from '@haat/shared/rules';
import { CircleCheckBig, Mail, Wallet } from '../components/icons.tsx';
import { data, Link, useRevalidator } from 'react-router';
import type { Route } from './+types/order-cancelled';
import { LineSummary } from '../components/orders/order-parts-later.tsx';
import { loadNamedLine } from '../components/orders/load-orders.server.ts';
import { isCancelledLine, refundFor, type RefundDetails } from '../components/orders/order-lines.ts';
import { OrderMissing, OrdersLoadFailed, pillButtonClass } from '../components/orders/order-states.tsx';
import { refundNote } from '../components/orders/refund-details.tsx';
import { requireSignIn } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import * as e from '../i18n/m/errors.ts';
import * as m from '../i18n/m/orders.ts';
import { useLocale } from '../i18n/use-locale.ts';

interface CancelledPage {
  line: OrderLineWire | null;
  refund: RefundDetails | null;
  failed: boolean;
}

/**
 * `?line=` names the cancelled line (a line that is not cancelled has nothing to show here);
 * `&refund=` is the amount the server's cancel reply gave, else the refund is estimated.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  requireSignIn(request);
  // A line that is not cancelled has nothing to show here.
  const { line: found, orderLines, failed, missingStatus } = await loadNamedLine(storeApi(context), request, url, isCancelledLine);
  if (!found) return data<CancelledPage>({ line: null, refund: null, failed }, { status: missingStatus });
  const estimate = refundFor(found, orderLines);
  const stated = Number(url.searchParams.get('refund'));
  // Only a figure for money that was paid: it changes what this shopper reads, nothing else.
  const refund = estimate.kind === 'paid' && Number.isFinite(stated) && stated > 0 ? { ...estimate, amount: stated, estimate: false } : estimate;
  return { line: found, refund, failed };
}

/** /order-cancelled?line=…: the cancellation's result, the refund, and Done back to the orders. */
export default function OrderCancelledPage({ loaderData }: Route.ComponentProps) {
  const { line, refund, failed } = loaderData;
  const revalidator = useRevalidator();
  const locale = useLocale();
  if (!line || !refund) {
    return (
      <section aria-label={m.orders_cancelled_label({}, { locale })} className="flex flex-col gap-5">
        {failed
          ? <OrdersLoadFailed onRetry={() => void revalidator.revalidate()} busy={revalidator.state !== 'idle'} />
          : <OrderMissing message={e.errors_order_info_missing({}, { locale })} />}
      </section>
    );
  }
  return (
    <section aria-labelledby="cancelled-title" className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <div className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-5 pt-8 pb-6 text-center shadow-sm md:px-8">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/60">
          <CircleCheckBig className="size-9" strokeWidth={2} aria-hidden />
        </span>
        <h1 id="cancelled-title" className="mt-5 text-2xl font-extrabold text-gray-900">{m.orders_cancelled_title({}, { locale })}</h1>
        <p className="mt-1 font-semibold text-gray-700">{e.errors_one_item_cancelled({}, { locale })}</p>
        <div className="mt-6 w-full rounded-xl border border-gray-100 bg-gray-50/70 p-4 text-left">
          <LineSummary line={line} />
        </div>
        <RefundLine refund={refund} />
        <p className="mt-3 flex w-full items-start gap-3 rounded-xl bg-gray-50 px-4 py-3 text-left text-sm text-gray-600">
          <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          {m.orders_cancelled_confirmation({}, { locale })}
        </p>
        <div className="mt-6 flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Link to={`/track?order=${line.CoOrderID}`} className="inline-flex h-11 items-center justify-center rounded-full border border-gray-300 px-6 text-sm font-bold text-gray-800 transition hover:bg-gray-50">
            {m.orders_view_timeline({}, { locale })}
          </Link>
          <Link to="/your-orders" className={`${pillButtonClass} min-w-36`}>{m.orders_done({}, { locale })}</Link>
        </div>
      </div>
    </section>
  );
}

/** The refund: not applicable for pay-on-delivery; for a paid online order, the amount and where it goes. */
function RefundLine({ refund }: { refund: RefundDetails }) {
  const locale = useLocale();
  return (
    <div className="mt-4 flex w-full items-start gap-3 rounded-xl border border-gray-200 px-4 py-3 text-left" data-testid="refund-line">
      <Wallet className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap justify-between gap-x-3 font-bold text-gray-900">
          <span>{m.orders_refund({}, { locale })}</span>
          <span>{refund.estimate ? m.orders_about_amount({ amount: formatRupees(refund.amount) }, { locale }) : formatRupees(refund.amount)}</span>
        </p>
        <p className="mt-0.5 text-gray-600">{refundNote(refund.kind, locale)}</p>
      </div>
    </div>
  );
}
