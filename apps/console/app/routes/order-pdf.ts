import type { Route } from './+types/order-pdf';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { pdfAnswer } from '../lib/pdf-answer.server.ts';
import { requireMe } from '../lib/session.server.ts';

/** /orders/:id/invoice.pdf and /orders/:id/packing-slip.pdf: one order's GST invoice or packing slip. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireMe(context, request);
  const invoice = new URL(request.url).pathname.endsWith('/invoice.pdf');
  const { raw } = consoleApi(context).transport;
  return pdfAnswer(() => raw(invoice ? 'invoicePdf' : 'packingSlipPdf', { params: { id: params.id } }),
    `${invoice ? 'invoice' : 'packing-slip'}-${params.id.replace(/\D/g, '')}.pdf`);
}
