import { StoreApiError, type OrderLineWire } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { data, Link, redirect, useRevalidator } from 'react-router';
import type { Route } from './+types/cancellation-form';
import { FormAlert } from '../components/auth/form-alert.tsx';
import {
  cancellationFailed, cancellationProblems, hasCancellationProblems, readCancellation, type CancellationFailure,
} from '../components/orders/cancellation.ts';
import { CancellationForm } from '../components/orders/cancellation-form.tsx';
import { LineSummary } from '../components/orders/order-parts-later.tsx';
import { BackToOrdersLink } from '../components/orders/back-to-orders-link.tsx';
import { loadNamedLine } from '../components/orders/load-orders.server.ts';
import { idParam, isCancelledLine, refundFor, type RefundDetails } from '../components/orders/order-lines.ts';
import { OrderMissing, OrdersLoadFailed } from '../components/orders/order-states.tsx';
import { requireSignIn, withSession } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { logger } from '@haat/shared/log';
import * as e from '../i18n/m/errors.ts';
import * as m from '../i18n/m/orders.ts';
import { useLocale } from '../i18n/use-locale.ts';

interface CancellationPage {
  line: OrderLineWire | null;
  /** What cancelling it gives back (REFUND DETAILS). */
  refund: RefundDetails | null;
  failed: boolean;
}

/** `?line=` names the order line to cancel (the spec keeps it in shared state; see docs/spec-deviations.md). */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  requireSignIn(request);
  const api = storeApi(context);
  const { line, orderLines, failed, missingStatus } = await loadNamedLine(api, request, url);
  if (!line) return data<CancellationPage>({ line, refund: null, failed }, { status: missingStatus });
  // A paid one-item order gets its whole total back, delivery included: the order's total says how much.
  const needsTotal = orderLines.length === 1 && refundFor(line).kind === 'paid';
  const total = needsTotal ? await withSession(request, () => api.getOrderTracking(line.CoOrderID)).then((t) => t.total, rethrowResponse) : undefined;
  return { line, refund: refundFor(line, orderLines, total), failed };
}

/** A redirect (lapsed session) goes on; any other failure leaves the refund an estimate. */
function rethrowResponse(error: unknown): undefined {
  if (error instanceof Response) throw error;
  return undefined;
}

/** CANCEL: checks the form, asks the server to cancel the line, then shows "Order Cancelled". */
export async function action({ context, request }: Route.ActionArgs) {
  requireSignIn(request);
  const { lineId, ...values } = readCancellation(await request.formData());
  const id = idParam(lineId);
  const problems = cancellationProblems(values);
  const fail = (formError: string | null, status: number) => data<CancellationFailure>({ values, problems, formError }, { status });
  if (id === null) return fail(messages.orderDataMissing, 404);
  if (hasCancellationProblems(problems)) return fail(null, 400);
  let refund = 0;
  try {
    ({ refund_amount: refund } = await withSession(request, () => storeApi(context).cancelOrderLine(id, values.reason, values.comments.trim())));
  } catch (error) {
    if (error instanceof Response) throw error;
    // The server's own words: already shipped, already cancelled, not found…
    if (error instanceof StoreApiError && error.status < 500) return fail(error.message, error.status);
    logger.error('Cancelling an order line failed', { error });
    return fail(cancellationFailed, 503);
  }
  // The server's refund figure rides along: the result page has no other way to learn it.
  return redirect(`/order-cancelled?line=${id}${refund > 0 ? `&refund=${refund}` : ''}`);
}

/** /cancellation-form?line=…: cancel one item of an order with a reason. */
export default function CancellationFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { line, refund, failed } = loaderData;
  const revalidator = useRevalidator();
  const locale = useLocale();
  return (
    <section aria-labelledby="cancel-title" className="flex flex-col gap-5">
      <div>
        <BackToOrdersLink />
        <h1 id="cancel-title" className="mt-2 text-2xl font-extrabold text-gray-900">{m.orders_cancel_title({}, { locale })}</h1>
        {line?.CoCancellable && <p className="mt-1 text-sm text-gray-500">{m.orders_cancel_intro({}, { locale })}</p>}
      </div>
      {line ? (
        line.CoCancellable && refund ? (
          <CancellationForm key={line.CoOrderLineID} line={line} refund={refund} failure={actionData} />
        ) : (
          <NotCancellable line={line} />
        )
      ) : failed ? (
        <OrdersLoadFailed onRetry={() => void revalidator.revalidate()} busy={revalidator.state !== 'idle'} />
      ) : (
        <OrderMissing message={e.errors_order_data_missing({}, { locale })} />
      )}
    </section>
  );
}

/** A line already cancelled, or shipped: the item and why it cannot be cancelled here. */
function NotCancellable({ line }: { line: OrderLineWire }) {
  const locale = useLocale();
  return (
    <div className="flex max-w-2xl flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm md:p-5">
      <LineSummary line={line} />
      <FormAlert tone="info">{(isCancelledLine(line) ? e.errors_order_line_already_cancelled : e.errors_order_line_not_cancellable)({}, { locale })}</FormAlert>
      <Link to="/your-orders" className="self-start text-sm font-semibold text-primary hover:underline">{m.orders_back_to_orders({}, { locale })}</Link>
    </div>
  );
}
