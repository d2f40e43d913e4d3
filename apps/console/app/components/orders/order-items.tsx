import type { ConsoleOrder, ConsoleOrderLine } from '@haat/shared/console-api';
import { isCancellable } from '@haat/shared/rules';
import { rupees, thumbnail } from '../../lib/catalogue.ts';
import { orderStepKey } from '../../lib/orders.ts';
import { Button } from '../button.tsx';
import { Thumb } from '../catalogue/status-badge.tsx';
import { FormDialog } from '../form-dialog.tsx';
import { TextField } from '../form-field.tsx';

const lineStates: Record<ConsoleOrderLine['status'], string> = { active: '', cancelled: 'Cancelled', refunded: 'Cancelled · refunded' };

/** The seller cancels one item before the order ships: why, and for a paid item how much goes back. */
function CancelItem({ order, line }: { order: ConsoleOrder; line: ConsoleOrderLine }) {
  return (
    <FormDialog trigger={<Button look="quietDanger" className="min-h-9 px-2 text-xs">Cancel item</Button>} title={`Cancel ${line.name}?`}
      intent="cancel-line" form={`cancel-line-${line.id}`} fetcherKey={orderStepKey} hidden={{ line_id: line.id }} submit="Cancel item"
      description={<>Its {line.units} {line.units === 1 ? 'piece goes' : 'pieces go'} back into stock and the shopper gets a mail.{order.paid ? ' The refund goes to their original payment method through the gateway.' : ''}</>}>
      {(fields) => (
        <>
          <TextField label="Reason (the shopper reads it)" name="reason" required minLength={3} maxLength={300} fields={fields} hint="For example: This size is out of stock." />
          {order.paid && <TextField label="Refund (₹, optional)" name="refund" inputMode="decimal" placeholder={`Full refund of ${rupees(line.line_total + line.delivery)}`} fields={fields} hint="Leave empty to refund the item in full (less its share of any online discount)." />}
        </>
      )}
    </FormDialog>
  );
}

/** The order's items as bought, with their sizes, prices and states, and totals under them. */
export function OrderItems({ order }: { order: ConsoleOrder }) {
  const cancellable = isCancellable(order.status) && order.lines.filter((l) => l.status === 'active').length > 0;
  return (
    <section aria-labelledby="items" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="items" className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900 sm:px-5">Items</h2>
      <ul className="divide-y divide-slate-100">
        {order.lines.map((line) => (
          <li key={line.id} className={`flex gap-3 px-4 py-3 sm:px-5 ${line.status === 'active' ? '' : 'bg-slate-50/70'}`}>
            <Thumb src={thumbnail(line.image)} className="size-14" />
            <div className="min-w-0 flex-1">
              <p className={`line-clamp-2 text-sm font-medium ${line.status === 'active' ? 'text-slate-900' : 'text-slate-500 line-through'}`}>{line.name}</p>
              <p className="mt-0.5 text-xs text-slate-500">
                {[line.size && `Size ${line.size}`, line.color].filter(Boolean).join(' · ')}{line.size || line.color ? ' · ' : ''}{line.units} × {rupees(line.unit_price)}
              </p>
              {line.status !== 'active' && <p className="mt-0.5 text-xs font-medium text-red-700">{lineStates[line.status]}{line.cancel_reason ? `: ${line.cancel_reason}` : ''}</p>}
            </div>
            <div className="flex flex-col items-end gap-1">
              <span className="text-sm font-semibold text-slate-900 tabular-nums">{rupees(line.line_total)}</span>
              {cancellable && line.status === 'active' && <CancelItem order={order} line={line} />}
            </div>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-slate-200 px-4 py-3 text-sm sm:px-5">
        <div className="flex justify-between text-slate-600"><dt>Items</dt><dd className="tabular-nums">{rupees(order.subtotal)}</dd></div>
        <div className="flex justify-between text-slate-600"><dt>Delivery</dt><dd className="tabular-nums">{order.shipping > 0 ? rupees(order.shipping) : 'Free'}</dd></div>
        {order.discount > 0 && <div className="flex justify-between text-emerald-700"><dt>Online payment discount</dt><dd className="tabular-nums">−{rupees(order.discount)}</dd></div>}
        {order.cod_fee > 0 && <div className="flex justify-between text-slate-600"><dt>Cash on delivery fee</dt><dd className="tabular-nums">{rupees(order.cod_fee)}</dd></div>}
        <div className="flex justify-between pt-1 text-base font-semibold text-slate-900"><dt>Total</dt><dd className="tabular-nums">{rupees(order.total)}</dd></div>
      </dl>
    </section>
  );
}
