import type { createConsoleTransport } from './transport.ts';
import { storeLegal, type StoreLegalUpdate } from './invoices.ts';

type Transport = ReturnType<typeof createConsoleTransport>;

/**
 * GST invoices, packing slips and the seller's legal details. The PDFs come back as the raw
 * response (application/pdf) to stream on or save; a refusal throws ConsoleApiError like any call.
 */
export function invoiceCalls({ call, raw }: Transport) {
  return {
    /** The order's tax invoice; its number is issued on the first request once the order is accepted. */
    invoicePdf: (id: number) => raw('invoicePdf', { params: { id } }),
    packingSlipPdf: (id: number) => raw('packingSlipPdf', { params: { id } }),
    /** Several orders' packing slips in one PDF, one page each, in the order given. */
    packingSlipsPdf: (ids: number[]) => raw('packingSlipsPdf', { body: { ids } }),
    storeLegal: () => call('storeLegal', storeLegal),
    storeLegalUpdate: (body: StoreLegalUpdate) => call('storeLegalUpdate', storeLegal, { body }),
  };
}
