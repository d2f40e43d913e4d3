import type { ReactNode } from 'react';
import type { ConsoleOrder } from '@haat/shared/console-api';
import { rupees } from '../../lib/catalogue.ts';
import { shortDateTime } from '../../lib/dates.ts';
import { Icon, type IconName } from '../icons.tsx';

function Card({ title, icon, children }: { title: string; icon: IconName; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900"><Icon name={icon} className="size-4 text-slate-500" />{title}</h2>
      <div className="mt-2 space-y-1 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** An Indian mobile as WhatsApp wants it: 91 and the ten digits. */
function whatsappNumber(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? `91${digits}` : null;
}

/** Who ordered, and how to reach them: call or WhatsApp from the phone in one tap. */
export function CustomerCard({ order }: { order: ConsoleOrder }) {
  const whatsapp = whatsappNumber(order.ship_mobile);
  return (
    <Card title="Customer" icon="users">
      <p className="font-medium text-slate-900">{order.customer.name}</p>
      <p className="break-all"><a href={`mailto:${order.customer.email}`} className="text-brand-700 hover:underline">{order.customer.email}</a></p>
      <div className="flex flex-wrap gap-2 pt-1">
        <a href={`tel:${order.ship_mobile}`} className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"><Icon name="phone" className="size-4" />{order.ship_mobile}</a>
        {whatsapp && <a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-9 items-center rounded-lg border border-emerald-300 px-3 text-sm font-medium text-emerald-800 hover:bg-emerald-50">WhatsApp</a>}
      </div>
    </Card>
  );
}

/** The address as it was when ordered (a later change to the shopper's address book does not move it). */
export function ShipToCard({ order }: { order: ConsoleOrder }) {
  return (
    <Card title="Ship to" icon="mapPin">
      <address className="not-italic">
        <span className="font-medium text-slate-900">{order.ship_name}</span><br />
        {order.ship_address1}{order.ship_address2 && <>, {order.ship_address2}</>}<br />
        {order.ship_city}, {order.ship_state} <span className="font-semibold tabular-nums">{order.ship_pincode}</span>
      </address>
    </Card>
  );
}

const refundStates = { pending: 'initiated', issuing: 'being sent', processed: 'refunded', failed: 'failed' } as const;

/** How it is paid: cash to collect or collected, or the online payment and its refunds. */
export function PaymentCard({ order }: { order: ConsoleOrder }) {
  return (
    <Card title="Payment" icon="wallet">
      {order.payment_mode === 'COD' ? (
        order.cod_collected_at
          ? <p><span className="font-medium text-emerald-700">Cash collected</span> · {rupees(order.total)} on {shortDateTime(order.cod_collected_at)}</p>
          : <p><span className="font-medium text-amber-800">Cash on delivery</span>: collect {rupees(order.total)}</p>
      ) : order.payment ? (
        <>
          <p><span className="font-medium text-emerald-700">Paid online</span> · {rupees(order.payment.amount)}{order.payment.paid_at && ` on ${shortDateTime(order.payment.paid_at)}`}</p>
          {order.payment.payment_id && <p className="text-xs break-all text-slate-500">{order.payment.provider} payment {order.payment.payment_id}</p>}
        </>
      ) : <p className={order.paid ? 'font-medium text-emerald-700' : 'text-slate-500'}>{order.paid ? 'Paid online' : 'Online, not paid yet'}</p>}
      {order.refunds.length > 0 && (
        <ul className="mt-2 space-y-1 border-t border-slate-100 pt-2">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="flex justify-between gap-2 text-xs">
              <span>Refund {refundStates[refund.status]}{refund.status === 'failed' || refund.status === 'issuing' ? ': check the gateway' : ''}</span>
              <span className="font-medium tabular-nums">{rupees(refund.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The courier and AWB the shopper sees, once shipped. */
export function ShipmentCard({ order }: { order: ConsoleOrder }) {
  if (!order.courier || !order.awb) return null;
  return (
    <Card title="Shipment" icon="truck">
      <p>{order.courier} · AWB <span className="font-mono font-medium text-slate-900 select-all">{order.awb}</span></p>
      {order.tracking_url && (
        <a href={order.tracking_url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 text-brand-700 hover:underline">
          Courier’s tracking page<Icon name="external" className="size-3.5" />
        </a>
      )}
    </Card>
  );
}
