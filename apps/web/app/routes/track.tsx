import { data, useRevalidator } from 'react-router';
import type { Route } from './+types/track';
import { BackToOrdersLink } from '../components/orders/back-to-orders-link.tsx';
import { loadTracking, type TrackData } from '../components/orders/load-orders.server.ts';
import { idParam } from '../components/orders/order-lines.ts';
import { OrderMissing, OrdersLoadFailed } from '../components/orders/order-states.tsx';
import { TrackedOrder } from '../components/orders/order-parts-later.tsx';
import { requireSignIn } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import * as e from '../i18n/m/errors.ts';
import * as m from '../i18n/m/orders.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** `?order=` names the order; the orders list's Track dialog loads this same data. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  requireSignIn(request);
  const result = await loadTracking(storeApi(context), request, idParam(url.searchParams.get('order')));
  return data<TrackData>(result, { status: result.problem === 'missing' ? 404 : result.problem === 'failed' ? 503 : 200 });
}

/** /track?order=…: where one order stands, as a page: its facts, items and status timeline. */
export default function TrackPage({ loaderData }: Route.ComponentProps) {
  const { tracking, lines, problem } = loaderData;
  const revalidator = useRevalidator();
  const locale = useLocale();
  return (
    <section aria-labelledby="track-title" className="flex flex-col gap-5">
      <div>
        <BackToOrdersLink />
        <h1 id="track-title" className="mt-2 text-2xl font-extrabold text-gray-900">{m.orders_track_title({}, { locale })}</h1>
      </div>
      {tracking ? (
        <TrackedOrder tracking={tracking} lines={lines} />
      ) : problem === 'failed' ? (
        <OrdersLoadFailed message={m.orders_progress_failed({}, { locale })} onRetry={() => void revalidator.revalidate()} busy={revalidator.state !== 'idle'} />
      ) : (
        <OrderMissing message={e.errors_order_data_missing({}, { locale })} />
      )}
    </section>
  );
}
