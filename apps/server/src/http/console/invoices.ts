import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { packingSlipsRequest, storeLegalUpdate } from '@haat/shared/console-api';
import { ConsoleRefusal, type ConsoleRefusalKind } from '../../services/console/refusal.ts';
import { loadInvoiceDocument } from '../../services/invoices/invoice-document.ts';
import { ensureInvoiceNumber } from '../../services/invoices/invoice-issue.ts';
import { renderInvoicePdf } from '../../services/invoices/invoice-pdf.ts';
import { renderPackingSlipsPdf } from '../../services/invoices/packing-slip-pdf.ts';
import { loadPackingSlips } from '../../services/invoices/packing-slip.ts';
import { readStoreLegal, updateStoreLegal } from '../../services/invoices/store-legal.ts';
import { ApiError } from '../errors.ts';
import { pdfResponse } from '../pdf-response.ts';
import { answer, contextOf } from './catalogue-handler.ts';
import { idParam, readConsoleJson } from './read-console-json.ts';
import type { ConsoleArea, ConsoleEnv } from './router.ts';

const refusalStatus: Record<ConsoleRefusalKind, ContentfulStatusCode> = { invalid: 400, 'not-found': 404, conflict: 409 };

/** A handler answering a PDF; its services' refusals become the console's JSON error replies, as `answer`'s do. */
function pdfAnswer(work: (c: Context<ConsoleEnv>) => Promise<{ pdf: Buffer; filename: string }>): Handler<ConsoleEnv> {
  return async (c) => {
    try {
      const { pdf, filename } = await work(c);
      return pdfResponse(pdf, filename);
    } catch (error) {
      if (error instanceof ConsoleRefusal) throw new ApiError(refusalStatus[error.kind], error.message, error.fields);
      throw error;
    }
  };
}

/** GST tax invoices, packing slips (one order or many in one PDF) and the seller's legal details. */
export const invoicesArea: ConsoleArea = (route, deps) => {
  const { db } = deps;

  route('invoicePdf', pdfAnswer(async (c) => {
    const id = idParam(c);
    const { actor } = contextOf(c, deps);
    const number = await ensureInvoiceNumber(db, { actor }, id, deps.now());
    const pdf = await renderInvoicePdf(await loadInvoiceDocument(db, actor.storeId, id));
    return { pdf, filename: `invoice-${number.replace('/', '-')}.pdf` };
  }));

  route('packingSlipPdf', pdfAnswer(async (c) => {
    const id = idParam(c);
    const store = c.get('store');
    return { pdf: await renderPackingSlipsPdf(await loadPackingSlips(db, store.id, [id]), store.name), filename: `packing-slip-${id}.pdf` };
  }));

  route('packingSlipsPdf', pdfAnswer(async (c) => {
    const { ids } = await readConsoleJson(c, packingSlipsRequest);
    const store = c.get('store');
    const slips = await loadPackingSlips(db, store.id, ids);
    return { pdf: await renderPackingSlipsPdf(slips, store.name), filename: `packing-slips-${slips.length}-orders.pdf` };
  }));

  route('storeLegal', answer(async (c) => readStoreLegal(db, c.get('store').id)));

  route('storeLegalUpdate', answer(async (c) => updateStoreLegal(contextOf(c, deps), await readConsoleJson(c, storeLegalUpdate))));
};
