import type { Route } from './+types/orders-packing-slips';
import { formText } from '../lib/catalogue.ts';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { pdfAnswer } from '../lib/pdf-answer.server.ts';
import { requireMe } from '../lib/session.server.ts';

/** The packing slips of the orders chosen in the list, in one PDF to print. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireMe(context, request);
  const ids = formText(await request.formData(), 'ids').split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  return pdfAnswer(() => consoleApi(context).transport.raw('packingSlipsPdf', { body: { ids } }), 'packing-slips.pdf');
}
