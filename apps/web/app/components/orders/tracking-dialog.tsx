import { ArrowRight } from '../icons.tsx';
import { useEffect, useId } from 'react';
import { Link, useFetcher } from 'react-router';
import { ModalDialog, ModalHeader } from '../modal-dialog.tsx';
import type { TrackData } from './load-orders.server.ts';
import { lineNames, type OrderGroup } from './order-lines.ts';
import { OrdersLoadFailed, OrdersSpinner } from './order-states.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { TrackingSummary } from './tracking-summary.tsx';
import * as e from '../../i18n/m/errors.ts';
import * as m from '../../i18n/m/orders.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * Track's dialog, titled "Tracking" as the spec names it, with the order's real timeline (the
 * issue replaces the spec's "Coming Soon!"), fetched from the /track route's loader on opening.
 */
export function TrackingDialog({ order, onClose }: { order: OrderGroup | null; onClose(): void }) {
  const titleId = useId();
  const fetcher = useFetcher<TrackData>();
  const orderId = order?.orderId ?? null;
  const { load } = fetcher;
  const locale = useLocale();

  useEffect(() => {
    if (orderId !== null) void load(`/track?order=${orderId}`);
  }, [orderId, load]);

  // Until this order's answer is in, a previous order's must not show.
  const answer = fetcher.data?.orderId === orderId ? fetcher.data : undefined;
  const loading = fetcher.state !== 'idle' || !answer;

  return (
    <ModalDialog open={order !== null} onClose={onClose} labelledBy={titleId} closeOnBackdrop className="max-w-lg">
      <ModalHeader titleId={titleId} title={m.orders_tracking({}, { locale })} onClose={onClose} closeLabel={m.orders_close_tracking({}, { locale })} />
      <div className="px-5 py-5 md:px-6" aria-busy={loading}>
        {loading ? (
          <OrdersSpinner label={m.orders_loading_progress({}, { locale })} />
        ) : answer.tracking ? (
          <div className="flex flex-col gap-5">
            <TrackingSummary tracking={answer.tracking} headingLevel={3} />
            <OrderTimeline tracking={answer.tracking} lineNames={lineNames(order?.lines ?? answer.lines)} />
          </div>
        ) : answer.problem === 'failed' ? (
          <OrdersLoadFailed message={m.orders_progress_failed({}, { locale })} onRetry={() => void load(`/track?order=${orderId}`)} />
        ) : (
          <p className="py-8 text-center font-semibold text-gray-700">{e.errors_order_data_missing({}, { locale })}</p>
        )}
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 bg-white px-5 py-3.5 md:px-6">
        {orderId !== null && (
          <Link to={`/track?order=${orderId}`} className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
            {m.orders_open_tracking_page({}, { locale })} <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
        <button
          type="button"
          onClick={onClose}
          data-autofocus
          className="ml-auto inline-flex h-10 items-center rounded-full bg-gray-900 px-6 text-sm font-bold text-white transition hover:bg-gray-700"
        >
          {m.orders_close({}, { locale })}
        </button>
      </div>
    </ModalDialog>
  );
}
