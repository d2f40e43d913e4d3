import { StoreApiError, type OrderLineWire, type OrderTracking, type StoreApi } from '@haat/shared/api';
import { withSession } from '../../lib/session.server.ts';
import { findOrderLine, idParam } from './order-lines.ts';
import { logger } from '@haat/shared/log';

/** The customer's order lines, or `failed` when they could not be fetched (accounts spec §8). */
export interface OrderLines {
  lines: OrderLineWire[];
  failed: boolean;
}

/** Loads the signed-in customer's order lines; a refused token still becomes the sign-in redirect. */
export async function loadOrderLines(api: StoreApi, request: Request): Promise<OrderLines> {
  try {
    return { lines: await withSession(request, () => api.getOrderLines()), failed: false };
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error('Loading the orders failed', { error });
    return { lines: [], failed: true };
  }
}

/** The order line a page's `?line=` names, with the other lines of its order. */
export interface NamedLine {
  /** Null when the URL names none, or none of this customer's lines that `accept` takes. */
  line: OrderLineWire | null;
  orderLines: OrderLineWire[];
  failed: boolean;
  /** The page's HTTP status when there is no line: 404, or 503 when the orders could not be loaded. */
  missingStatus: 404 | 503;
}

/** Loads the line `?line=` names for the cancellation pages (the spec keeps it in shared state). */
export async function loadNamedLine(api: StoreApi, request: Request, url: URL, accept: (line: OrderLineWire) => boolean = () => true): Promise<NamedLine> {
  const lineId = idParam(url.searchParams.get('line'));
  if (lineId === null) return { line: null, orderLines: [], failed: false, missingStatus: 404 };
  const { lines, failed } = await loadOrderLines(api, request);
  const found = findOrderLine(lines, lineId);
  const line = found && accept(found) ? found : null;
  return {
    line,
    orderLines: line ? lines.filter((l) => l.CoOrderID === line.CoOrderID) : [],
    failed,
    missingStatus: failed ? 503 : 404,
  };
}

/** One order's timeline for the track page and dialog. */
export interface TrackData {
  orderId: number | null;
  tracking: OrderTracking | null;
  /** The order's lines (their names label events about one item); empty when unavailable. */
  lines: OrderLineWire[];
  /** missing: no such order of this customer (or no order named); failed: the server could not answer. */
  problem: 'missing' | 'failed' | null;
}

/** Loads an order's tracking and its lines; another customer's order is "missing", like an unknown one. */
export async function loadTracking(api: StoreApi, request: Request, orderId: number | null): Promise<TrackData> {
  if (orderId === null) return { orderId, tracking: null, lines: [], problem: 'missing' };
  const lines = loadOrderLines(api, request).then((result) => result.lines.filter((line) => line.CoOrderID === orderId));
  try {
    const tracking = await withSession(request, () => api.getOrderTracking(orderId));
    return { orderId, tracking, lines: await lines, problem: null };
  } catch (error) {
    // Awaited either way, so its failure is never left unhandled.
    await lines.catch(() => []);
    if (error instanceof Response) throw error;
    if (error instanceof StoreApiError && (error.status === 404 || error.status === 400)) return { orderId, tracking: null, lines: [], problem: 'missing' };
    logger.error('Loading the order tracking failed', { orderId, error });
    return { orderId, tracking: null, lines: [], problem: 'failed' };
  }
}
