/**
 * React Router's <Scripts /> hints every module a page hydrates with `<link rel="modulepreload">`,
 * which browsers fetch at high priority: some 140 kB of scripts then shared a phone's first round
 * trips with the stylesheet and the largest picture, and held back the first paint (decision 040).
 * React gives its own bootstrap modules `fetchPriority="low"` for this reason, but React Router
 * renders its links without a way to pass one. This marks them low in the page's first piece:
 * the scripts still start at once, only after what the first paint needs.
 */
const preloadTag = '<link rel="modulepreload"';
const headEnd = '</head>';

/**
 * The first piece of a page (React's shell, which holds the whole <head>) with its module
 * preloads asking for low priority; any other piece, or a piece without a <head>, as it is.
 */
export function lowerScriptPreloads(piece: Uint8Array): Uint8Array {
  const bytes = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
  const end = bytes.indexOf(headEnd);
  if (end < 0 || bytes.indexOf(preloadTag) < 0) return piece;
  const head = bytes.subarray(0, end).toString('utf8').replaceAll(`${preloadTag} `, `${preloadTag} fetchPriority="low" `);
  return Buffer.concat([Buffer.from(head, 'utf8'), bytes.subarray(end)]);
}
