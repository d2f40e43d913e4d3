import { StoreApiError } from '@haat/shared/api';
import type { Route } from './+types/order-invoice';
import { idParam } from '../components/orders/order-lines.ts';
import { requireSignIn, withSession } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';

/** A short text answer for a link that opens no page of ours: the browser shows it in the tab. */
function said(message: string, status: number): Response {
  return new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } });
}

/**
 * /order-invoice?order=…: the order's GST invoice, streamed from the Store API with the
 * shopper's session (the order list shows the link once the order has shipped). A refusal (not
 * shipped yet, not hers) is said in plain words; a dead session goes to sign-in as on every page.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  requireSignIn(request);
  const orderId = idParam(url.searchParams.get('order'));
  if (orderId === null) return said('Order not found.', 404);
  try {
    const pdf = await withSession(request, () => storeApi(context).getOrderInvoice(orderId));
    return new Response(pdf.body, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': pdf.headers.get('content-disposition') ?? `inline; filename="invoice-${orderId}.pdf"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof StoreApiError && error.status < 500) return said(error.message, error.status);
    throw error;
  }
}
