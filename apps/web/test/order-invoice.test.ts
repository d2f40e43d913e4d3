import { StoreApiError, type OrderLineWire, type StoreApi } from '@haat/shared/api';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hasInvoice } from '../app/components/orders/order-lines.ts';
import { storeApiContext } from '../app/lib/store-api-context.server.ts';
import { loader } from '../app/routes/order-invoice.ts';

const pdfBytes = new TextEncoder().encode('%PDF-1.3 test');

/** The route's loader with a Store API whose invoice call answers `answer`, as a signed-in shopper unless told. */
async function load(search: string, answer: (orderId: number) => Promise<Response>, cookie = 'user_token=t0ken') {
  const context = new RouterContextProvider();
  context.set(storeApiContext, { getOrderInvoice: answer } as unknown as StoreApi);
  const request = new Request(`http://shop.test/order-invoice${search}`, { headers: { cookie } });
  return loader({ context, request, url: new URL(request.url), params: {} } as unknown as Parameters<typeof loader>[0])
    .catch((thrown: unknown) => thrown as Response);
}

describe('/order-invoice', () => {
  it('streams the order’s invoice PDF from the Store API under its file name', async () => {
    const asked: number[] = [];
    const reply = await load('?order=42', async (id) => {
      asked.push(id);
      return new Response(pdfBytes, { headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="invoice-2026-27-000007.pdf"' } });
    });
    expect(asked).toEqual([42]);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('content-disposition')).toBe('inline; filename="invoice-2026-27-000007.pdf"');
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await reply.arrayBuffer())).toEqual(pdfBytes);
  });

  it('says why there is none in plain words, and 404s an order it cannot name', async () => {
    const early = await load('?order=42', async () => { throw new StoreApiError(409, 'The invoice can be downloaded once your order has shipped.'); });
    expect([early.status, await early.text()]).toEqual([409, 'The invoice can be downloaded once your order has shipped.\n']);
    expect((await load('?order=abc', async () => new Response(pdfBytes))).status).toBe(404);
  });

  it('sends a guest to sign in, and a dead session to sign in again', async () => {
    const guest = await load('?order=42', async () => new Response(pdfBytes), '');
    expect([guest.status, guest.headers.get('location')]).toEqual([302, '/login?redirectTo=%2Forder-invoice%3Forder%3D42']);
    const expired = await load('?order=42', async () => { throw new StoreApiError(401, 'Session expired.'); });
    expect(expired.headers.get('location')).toBe('/login?expired=1&redirectTo=%2Forder-invoice%3Forder%3D42');
  });
});

describe('hasInvoice', () => {
  const order = (...codes: string[]) => ({ lines: codes.map((code) => ({ CoStatusCode: code }) as OrderLineWire) });
  it('offers the invoice once the order has shipped, on its way or delivered', () => {
    expect(hasInvoice(order('shipped'))).toBe(true);
    expect(hasInvoice(order('cancelled', 'out_for_delivery'))).toBe(true);
    expect(hasInvoice(order('delivered'))).toBe(true);
    expect(hasInvoice(order('packed'))).toBe(false);
    expect(hasInvoice(order('confirmed', 'cancelled'))).toBe(false);
    expect(hasInvoice(order('rto'))).toBe(false);
  });
});
