import { formatRupees } from '@haat/shared/rules';
import { CircleCheck } from '../components/icons.tsx';
import { useEffect } from 'react';
import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/order-confirmation';
import { DeliveredTo } from '../components/checkout/delivered-to.tsx';
import { loadOrderPayment } from '../components/checkout/load-order-payment.server.ts';
import { OrderWhatsAppLink } from '../components/share/order-whatsapp-link.tsx';
import { forgetBuyNowProduct } from '../lib/buy-now.ts';
import { requireSignIn, withSession } from '../lib/session.server.ts';
import type { ShellData } from '../lib/shell.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { fillIn, slot } from '../components/form/fill-in.tsx';
import { errors_order_info_missing } from '../i18n/m/errors.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { buying_continue_shopping, buying_your_orders } from '../i18n/m/buying.ts';
import { order_confirmed_cod, order_confirmed_details, order_confirmed_paid, order_confirmed_title, order_confirmed_track_hint } from '../i18n/m/order-confirmation.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireSignIn(request);
  const order = await withSession(request, () => loadOrderPayment(storeApi(context), request));
  // A COD order still waiting for its code (or released without it) is not confirmed: its own step says so (decision 044).
  if (order && (order.order_status === 'awaiting_confirmation' || order.order_status === 'cod_unconfirmed')) throw redirect(`/order-confirmation/confirm?order=${order.order_id}`);
  return data({ order }, { status: order ? 200 : 404 });
}

/** /order-confirmation?order=N: "Order confirmed" with the delivery address (accounts spec §2). */
export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  // The shop's public origin (decision 039), for the tracking address a shared status carries.
  const shopOrigin = useRouteLoaderData<ShellData>('root')?.origin ?? '';
  const locale = useLocale();
  // Spec §4: the Buy Now product id is removed once the order succeeded.
  useEffect(() => {
    if (order) forgetBuyNowProduct();
  }, [order]);

  if (!order) {
    return (
      <div className="mx-auto my-12 max-w-lg rounded-xl border border-gray-200 bg-white px-6 py-12 text-center">
        <h1 className="text-lg font-bold text-gray-900">{errors_order_info_missing({}, { locale })}</h1>
        <Link to="/your-orders" className="mt-5 inline-block rounded-full bg-primary px-7 py-2.5 text-sm font-bold text-white">{buying_your_orders({}, { locale })}</Link>
      </div>
    );
  }
  return (
    <div data-backdrop className="bg-gray-50 px-3 py-8 md:py-14">
      <div className="mx-auto max-w-xl rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm md:p-10">
        <CircleCheck className="mx-auto size-16 text-green-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-extrabold text-gray-900 md:text-3xl">{order_confirmed_title({}, { locale })}</h1>
        <p className="mt-2 text-gray-600">
          {fillIn((order.payment_mode === 'COD' ? order_confirmed_cod : order_confirmed_paid)({ order: slot(0), total: slot(1) }, { locale }), [
            <strong key="order" className="text-gray-900">#{order.order_id}</strong>,
            <strong key="total" className="text-gray-900">{formatRupees(order.total)}</strong>,
          ])}
        </p>
        <div className="mt-6"><DeliveredTo shipTo={order.ship_to} /></div>
        <div className="mt-6 flex flex-col items-center gap-3">
          <Link to="/your-orders" className="inline-flex h-12 items-center justify-center rounded-full bg-primary px-8 text-sm font-bold text-white shadow-md shadow-primary/25 transition hover:brightness-110">
            {order_confirmed_details({}, { locale })}
          </Link>
          <OrderWhatsAppLink order={order} origin={shopOrigin} />
        </div>
        <p className="mt-4 text-sm text-gray-500">{order_confirmed_track_hint({}, { locale })}</p>
        <Link to="/" className="mt-2 inline-block text-sm font-semibold text-primary hover:underline">{buying_continue_shopping({}, { locale })}</Link>
      </div>
    </div>
  );
}
