import { data, Link, useFetcher } from 'react-router';
import { orderTabStatuses, orderTabs, type ConsoleOrder } from '@haat/shared/console-api';
import { isOrderMove } from '@haat/shared/rules';
import type { Route } from './+types/order';
import { buttonClass } from '../components/button.tsx';
import { Icon } from '../components/icons.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { CustomerCard, PaymentCard, ShipmentCard, ShipToCard } from '../components/orders/order-facts.tsx';
import { OrderItems } from '../components/orders/order-items.tsx';
import { OrderMoves } from '../components/orders/order-moves.tsx';
import { OrderStatus } from '../components/orders/order-status.tsx';
import { OrderTimeline } from '../components/orders/order-timeline.tsx';
import { formNumber, formText } from '../lib/catalogue.ts';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { shortDateTime } from '../lib/dates.ts';
import { formResult, type FormResult } from '../lib/form-result.ts';
import { moveDone, orderStepKey, quickMoves } from '../lib/orders.ts';
import { pageRecord, requireCall, requireMe } from '../lib/session.server.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? `Order #${loaderData.order.id}` : 'Order'} · Haat console` }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'orderGet');
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data('Not found in this shop.', { status: 404 });
  return { order: await pageRecord(consoleApi(context).orderGet(id)) };
}

/** A move (with the courier's details, or a reason), or the seller's cancellation of one item. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const api = consoleApi(context);
  const id = Number(params.id);
  const form = await request.formData();
  if (formText(form, 'intent') === 'cancel-line') {
    const refund = formText(form, 'refund');
    return formResult(`cancel-line-${formText(form, 'line_id')}`, async () => {
      await api.orderLineCancel(id, formNumber(form.get('line_id')) ?? 0, {
        reason: formText(form, 'reason'),
        // Sent as typed: a word instead of rupees gets the server's message beside the field.
        ...(refund ? { refund: (Number.isFinite(Number(refund)) ? Number(refund) : refund) as number } : {}),
      });
      return 'Item cancelled: its stock is back and the shopper has been told.';
    });
  }
  const status = formText(form, 'status');
  return formResult(status, async () => {
    if (!isOrderMove(status)) return undefined;
    const optional = (name: string) => formText(form, name) || undefined;
    await api.orderMove(id, {
      status,
      ...(status === 'shipped' ? { courier: formText(form, 'courier'), awb: formText(form, 'awb'), tracking_url: formText(form, 'tracking_url') } : {}),
      ...(optional('reason') ? { reason: optional('reason') } : {}),
    });
    return moveDone[status];
  });
}

/** The tab an order stands on, for the way back to the list. */
function tabOf(order: ConsoleOrder): string {
  return orderTabs.find((tab) => (orderTabStatuses[tab] as readonly string[]).includes(order.status)) ?? 'to_accept';
}

/**
 * How the last step went: its form may have left the page with it (Accept becomes Mark packed).
 * A one-tap step's refusal shows here too (someone else moved the order first); the ship form
 * and the dialogs show their own beside their fields.
 */
function LastStep() {
  const fetcher = useFetcher<FormResult>({ key: orderStepKey });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (answer?.ok && answer.message) return <div className="mb-4"><Notice tone="success">{answer.message}</Notice></div>;
  if (answer && !answer.ok && quickMoves.some((move) => move === answer.form)) return <div className="mb-4"><Notice tone="error">{answer.message}</Notice></div>;
  return null;
}

export default function OrderPage({ loaderData: { order } }: Route.ComponentProps) {
  const placed = shortDateTime(order.created_at);
  return (
    <>
      <Link to={`/orders?state=${tabOf(order)}`} className="mb-3 inline-flex min-h-9 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
        <Icon name="chevronLeft" className="size-4" />Orders
      </Link>
      <PageHeader title={`Order #${order.id}`}
        description={<span className="flex flex-wrap items-center gap-2"><OrderStatus status={order.status} /><span>Placed {placed} · {order.payment_mode === 'COD' ? 'Cash on delivery' : 'Online payment'}</span></span>}
        actions={(
          <>
            <a href={`/console/orders/${order.id}/packing-slip.pdf`} target="_blank" rel="noreferrer" className={buttonClass('secondary')}><Icon name="printer" className="size-4" />Packing slip</a>
            <a href={`/console/orders/${order.id}/invoice.pdf`} target="_blank" rel="noreferrer" className={buttonClass('secondary')}><Icon name="fileText" className="size-4" />Invoice</a>
          </>
        )} />
      <LastStep />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          <OrderMoves order={order} />
          <OrderItems order={order} />
          <OrderTimeline order={order} />
        </div>
        <div className="space-y-4">
          <CustomerCard order={order} />
          <ShipToCard order={order} />
          <PaymentCard order={order} />
          <ShipmentCard order={order} />
        </div>
      </div>
    </>
  );
}
