import { useFetcher } from 'react-router';
import type { ConsoleOrder } from '@haat/shared/console-api';
import type { OrderMove } from '@haat/shared/rules';
import type { FormResult } from '../../lib/form-result.ts';
import { moveLabel, orderStepKey } from '../../lib/orders.ts';
import { Button } from '../button.tsx';
import { FormDialog } from '../form-dialog.tsx';
import { TextField, XsrfField } from '../form-field.tsx';
import { Notice } from '../notice.tsx';

/** Couriers Indian resellers ship with most, offered as the reseller types (any name is taken). */
const couriers = ['Delhivery', 'Blue Dart', 'DTDC', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'Ekart', 'India Post', 'Shiprocket', 'Amazon Shipping'];

/** What the next step means for the shopper, beside its button. */
const hints: Partial<Record<OrderMove, string>> = {
  accepted: 'Accept it to start packing. The shopper sees “Confirmed”.',
  packed: 'Mark it packed once it is boxed and labelled.',
  shipped: 'Hand it to the courier, then fill in its name and the AWB number: the shopper gets them by mail and on their order page.',
  out_for_delivery: 'The courier has it out for delivery today.',
  delivered: 'The shopper has it. A cash-on-delivery order is marked collected.',
};

function MoveButton({ move, look = 'primary' }: { move: OrderMove; look?: 'primary' | 'secondary' }) {
  const fetcher = useFetcher<FormResult>({ key: orderStepKey });
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('status') === move;
  return (
    <fetcher.Form method="post">
      <XsrfField />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="status" value={move} />
      <Button type="submit" look={look} disabled={busy} className="w-full sm:w-auto">{busy ? 'Saving…' : moveLabel(move)}</Button>
    </fetcher.Form>
  );
}

/** Ship: the courier, the AWB number and, if the courier gives one, the tracking link; all shown to the shopper. */
function ShipForm() {
  const fetcher = useFetcher<FormResult>({ key: orderStepKey });
  const mine = fetcher.state === 'idle' && fetcher.data?.form === 'shipped' && !fetcher.data.ok ? fetcher.data : undefined;
  const fields = mine?.fields;
  const refused = mine && !fields?.courier && !fields?.awb && !fields?.tracking_url ? mine.message : null;
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('status') === 'shipped';
  return (
    <fetcher.Form method="post" id="ship" className="scroll-mt-20 space-y-3" aria-label="Ship the order">
      <XsrfField />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="status" value="shipped" />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Courier" name="courier" list="couriers" required maxLength={60} autoComplete="off" fields={fields} />
        <TextField label="AWB number" name="awb" required maxLength={40} autoComplete="off" inputMode="text" fields={fields} hint="The courier’s tracking number, on the label." />
      </div>
      <datalist id="couriers">{couriers.map((name) => <option key={name} value={name}>{name}</option>)}</datalist>
      <TextField label="Tracking link (optional)" name="tracking_url" type="url" maxLength={500} placeholder="https://" fields={fields} />
      {refused && <Notice tone="error">{refused}</Notice>}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">{busy ? 'Saving…' : 'Ship: tell the shopper'}</Button>
    </fetcher.Form>
  );
}

function ReasonField({ fields, label, hint, required = true }: { fields: Record<string, string> | undefined; label: string; hint: string; required?: boolean }) {
  return <TextField label={label} name="reason" required={required} minLength={3} maxLength={300} fields={fields} hint={hint} />;
}

/** The order's next steps, each one step, as the shared rules allow from its status. */
export function OrderMoves({ order }: { order: ConsoleOrder }) {
  const { moves } = order;
  if (moves.length === 0) return null;
  const forward = moves.find((m) => m !== 'declined' && m !== 'rto');
  return (
    <section aria-labelledby="next-step" className="rounded-xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="next-step" className="text-sm font-semibold text-slate-900">Next step</h2>
      {forward && hints[forward] && <p className="mt-1 text-sm text-slate-600">{hints[forward]}</p>}
      <div className="mt-3 space-y-3">
        {moves.includes('shipped') && <ShipForm />}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {moves.filter((m) => m !== 'shipped' && m !== 'declined' && m !== 'rto').map((m, i) => <MoveButton key={m} move={m} look={i === 0 && !moves.includes('shipped') ? 'primary' : 'secondary'} />)}
          {moves.includes('declined') && (
            <FormDialog trigger={<Button look="quietDanger">Decline order</Button>} title={`Decline order #${order.id}?`} intent="move" form="declined" fetcherKey={orderStepKey} hidden={{ status: 'declined' }} submit="Decline order"
              description={<>Every item goes back into stock{order.paid ? ' and the shopper is refunded in full' : ''}. The shopper gets a mail with your reason.</>}>
              {(fields) => <ReasonField fields={fields} label="Reason (the shopper reads it)" hint="For example: Out of stock, or We cannot deliver to this PIN code." />}
            </FormDialog>
          )}
          {moves.includes('rto') && (
            <FormDialog trigger={<Button look="quietDanger">Returned to origin</Button>} title={`Order #${order.id} came back?`} intent="move" form="rto" fetcherKey={orderStepKey} hidden={{ status: 'rto' }} submit="Mark returned"
              description={<>Use this when the courier brings the parcel back undelivered. Its items go back into stock{order.paid ? ' and the shopper is refunded' : ''}.</>}>
              {(fields) => <ReasonField fields={fields} label="What the courier said (optional)" hint="For example: Shopper refused the parcel." required={false} />}
            </FormDialog>
          )}
        </div>
      </div>
    </section>
  );
}
