import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/customer';
import { Button } from '../components/button.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { CodStopped } from '../components/customers/customer-rows.tsx';
import { XsrfField } from '../components/form-field.tsx';
import { Icon } from '../components/icons.tsx';
import { Notice } from '../components/notice.tsx';
import { OrderStatus } from '../components/orders/order-status.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { rupees } from '../lib/catalogue.ts';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { shortDate } from '../lib/dates.ts';
import { formResult } from '../lib/form-result.ts';
import { pageRecord, requireCall, requireMe } from '../lib/session.server.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.customer.name ?? 'Customer'} · Haat console` }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'customerGet');
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data('Not found in this shop.', { status: 404 });
  return { customer: await pageRecord(consoleApi(context).customerGet(id)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const blocked = (await request.formData()).get('blocked') === 'true';
  return formResult('cod', async () => {
    await consoleApi(context).customerCod(Number(params.id), blocked);
    return blocked ? 'Cash on delivery stopped: their next checkout offers online payment only.' : 'Cash on delivery allowed again.';
  });
}

function CodStep({ blocked }: { blocked: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post">
      <XsrfField />
      <input type="hidden" name="blocked" value={String(blocked)} />
      <Button type="submit" look={blocked ? 'danger' : 'primary'} disabled={busy}>{busy ? 'Saving…' : blocked ? 'Stop cash on delivery' : 'Allow cash on delivery'}</Button>
    </Form>
  );
}

export default function CustomerPage({ loaderData: { customer }, actionData }: Route.ComponentProps) {
  return (
    <>
      <Link to="/customers" className="mb-3 inline-flex min-h-9 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"><Icon name="chevronLeft" className="size-4" />Customers</Link>
      <PageHeader title={customer.name} description={<span className="flex flex-wrap items-center gap-2">Joined {shortDate(customer.joined_at)} <CodStopped blocked={customer.cod_blocked} /></span>} />
      {actionData && <div className="mb-4"><Notice tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice></div>}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="orders" className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <h2 id="orders" className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900 sm:px-5">Latest orders</h2>
          {customer.recent_orders.length === 0 ? <p className="px-4 py-6 text-sm text-slate-500 sm:px-5">No orders yet.</p> : (
            <ul className="divide-y divide-slate-100">
              {customer.recent_orders.map((order) => (
                <li key={order.id}>
                  <Link to={`/orders/${order.id}`} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 sm:px-5">
                    <span className="flex flex-col">
                      <span className="font-medium text-slate-900">#{order.id} <span className="font-normal text-slate-500">· {shortDate(order.created_at)}</span></span>
                      <span className="text-xs text-slate-500">{order.items} {order.items === 1 ? 'item' : 'items'} · {order.payment_mode === 'COD' ? 'Cash on delivery' : 'Online'}</span>
                    </span>
                    <span className="flex flex-col items-end gap-1"><span className="font-semibold tabular-nums">{rupees(order.total)}</span><OrderStatus status={order.status} /></span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="order-first space-y-4 lg:order-none">
          <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h2 className="text-sm font-semibold text-slate-900">Contact</h2>
            <p className="mt-2 text-sm break-all"><a href={`mailto:${customer.email}`} className="text-brand-700 hover:underline">{customer.email}</a></p>
            <p className="text-sm"><a href={`tel:${customer.mobile}`} className="text-brand-700 hover:underline">{customer.mobile}</a></p>
            <dl className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-sm">
              <div><dt className="text-xs text-slate-500">Orders</dt><dd className="font-semibold tabular-nums">{customer.orders}</dd></div>
              <div><dt className="text-xs text-slate-500">Spent</dt><dd className="font-semibold tabular-nums">{rupees(customer.spent)}</dd></div>
            </dl>
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h2 className="text-sm font-semibold text-slate-900">Cash on delivery</h2>
            <p className="mt-1 text-sm text-slate-600">{customer.cod_blocked ? 'Stopped: this customer can only pay online.' : 'Offered, within your shop’s COD rules.'}</p>
            <div className="mt-3">
              {customer.cod_blocked ? <CodStep blocked={false} /> : (
                <ConfirmDialog trigger={<Button look="quietDanger">Stop cash on delivery</Button>} title={`Stop cash on delivery for ${customer.name}?`}
                  description="Use this for a customer who refused COD parcels. Their next checkout offers online payment only, with a message saying so. You can allow it again at any time."
                  confirm={<CodStep blocked />} />
              )}
            </div>
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h2 className="text-sm font-semibold text-slate-900">Saved addresses</h2>
            {customer.addresses.length === 0 ? <p className="mt-1 text-sm text-slate-500">None saved.</p> : (
              <ul className="mt-2 space-y-3 text-sm text-slate-700">
                {customer.addresses.map((a) => (
                  <li key={a.id}><address className="not-italic"><span className="font-medium text-slate-900">{a.name}</span> · {a.mobile}<br />{a.address1}{a.address2 && `, ${a.address2}`}<br />{a.city}, {a.state} {a.pincode}</address></li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
