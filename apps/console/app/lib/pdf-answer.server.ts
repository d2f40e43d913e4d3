import { ConsoleApiError } from '@haat/shared/console-api';

/**
 * A PDF from the console API handed on to the browser (it opens in a new tab or downloads);
 * a refusal (no legal details yet, an order not accepted yet) as a short page that says why.
 */
export async function pdfAnswer(fetchPdf: () => Promise<Response>, filename: string): Promise<Response> {
  try {
    const answer = await fetchPdf();
    return new Response(answer.body, {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${filename}"`, 'cache-control': 'private, no-store' },
    });
  } catch (error) {
    if (!(error instanceof ConsoleApiError) || error.status >= 500 || error.status === 401) throw error;
    return new Response(`${error.message}\n`, { status: error.status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
}
