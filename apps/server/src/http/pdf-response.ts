/**
 * A PDF answer: opened in the browser's viewer (inline) under a file name for saving, and kept
 * out of shared caches, since invoices and slips carry addresses and phone numbers.
 */
export function pdfResponse(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '-')}"`,
      'content-length': String(pdf.length),
      'cache-control': 'private, no-store',
    },
  });
}
