import { orderStatusLabels, orderStatusTones } from '../../lib/orders.ts';

/** An order's status as a small coloured pill, in the reseller's words. */
export function OrderStatus({ status }: { status: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${orderStatusTones[status] ?? orderStatusTones.cancelled}`}>
      {orderStatusLabels[status] ?? status}
    </span>
  );
}

/** Cash on delivery or paid online, at a glance. */
export function PaymentTag({ mode, paid }: { mode: 'COD' | 'ONLINE'; paid: boolean }) {
  return mode === 'COD'
    ? <span className="text-xs font-medium text-amber-800">Cash on delivery</span>
    : <span className={`text-xs font-medium ${paid ? 'text-emerald-700' : 'text-slate-500'}`}>{paid ? 'Paid online' : 'Online · unpaid'}</span>;
}
