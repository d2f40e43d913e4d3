import { lazy, Suspense, use, useEffect, useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import type { Route } from './+types/your-orders';
import { loadOrderLines, type OrderLines } from '../components/orders/load-orders.server.ts';
import { OrderCard } from '../components/orders/order-card.tsx';
import { groupOrderLines, type OrderGroup } from '../components/orders/order-lines.ts';
import { NoOrders, OrdersLoadFailed, OrdersSpinner } from '../components/orders/order-states.tsx';
import { requireSignIn } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import * as m from '../i18n/m/orders.ts';
import { useLocale } from '../i18n/use-locale.ts';
import * as account from '../i18n/m/account.ts';

export async function loader({ context, request }: Route.LoaderArgs): Promise<OrderLines> {
  requireSignIn(request);
  return loadOrderLines(storeApi(context), request);
}

// Track's dialog (the timeline, its notes and the tracking facts) is not first-load JavaScript: it
// loads once the list is up, so it still opens at once; without JavaScript, Track is a link.
const loadTrackingDialog = () => import('../components/orders/tracking-dialog.tsx');
const TrackingDialog = lazy(() => loadTrackingDialog().then((module) => ({ default: module.TrackingDialog })));

/** Numbers each client load: a new Suspense boundary per load shows the spinner even inside the router's transition. */
let loads = 0;

/**
 * On client navigations the page shows at once with the spec's spinner while the orders load
 * (the product page does the same). Not run on hydration: the server's HTML already holds them.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  loads += 1;
  // A guest or a lapsed session is redirected by the account layout's loader, which runs alongside.
  return { pending: serverLoader().catch((): OrderLines => ({ lines: [], failed: true })), load: loads };
}

/** /your-orders: the customer's orders, newest first, each line with its status, Track and Cancel. */
export default function YourOrdersPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <section aria-labelledby="your-orders-title" className="flex flex-col gap-5">
      <div>
        <p className="text-xs font-bold tracking-wider text-primary uppercase [:lang(hi)_&]:tracking-normal">{account.account_nav_my_orders({}, { locale })}</p>
        <h1 id="your-orders-title" className="mt-1 text-2xl font-extrabold text-gray-900">{m.orders_your_orders({}, { locale })}</h1>
        <p className="mt-1 text-sm text-gray-500">{m.orders_intro({}, { locale })}</p>
      </div>
      {'pending' in loaderData ? (
        <Suspense key={loaderData.load} fallback={<OrdersSpinner />}>
          <PendingOrders pending={loaderData.pending} />
        </Suspense>
      ) : (
        <OrdersView result={loaderData} />
      )}
    </section>
  );
}

function PendingOrders({ pending }: { pending: Promise<OrderLines> }) {
  return <OrdersView result={use(pending)} />;
}

function OrdersView({ result }: { result: OrderLines }) {
  const [tracked, setTracked] = useState<OrderGroup | null>(null);
  // Mounted from the first Track on, so that closing it can run its course.
  const [trackOpened, setTrackOpened] = useState(false);
  useEffect(() => void loadTrackingDialog(), []);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const locale = useLocale();
  // Coming back to this page (the menu's My Orders, Try again): the spinner stands in for the old list.
  const reloading = revalidator.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname.toLowerCase() === '/your-orders');

  if (reloading) return <OrdersSpinner />;
  if (result.failed) return <OrdersLoadFailed onRetry={() => void revalidator.revalidate()} />;
  const orders = groupOrderLines(result.lines);
  if (orders.length === 0) return <NoOrders />;
  return (
    <>
      <ul aria-label={m.orders_list_label({}, { locale })} className="flex flex-col gap-4">
        {orders.map((order) => (
          <li key={order.orderId}>
            <OrderCard order={order} onTrack={(chosen) => { setTrackOpened(true); setTracked(chosen); }} />
          </li>
        ))}
      </ul>
      {trackOpened && (
        <Suspense fallback={null}>
          <TrackingDialog order={tracked} onClose={() => setTracked(null)} />
        </Suspense>
      )}
    </>
  );
}
