/**
 * Every user-facing message of both specs' error catalogues (§8), word for word: `messages.cartFull`.
 * A namespace of constants (message-catalogue.ts), so that bundlers keep only the ones read.
 */
import * as messages from './message-catalogue.ts';

export { messages };

export type MessageKey = keyof typeof messages;

/** The server's message when it gave one, else the fallback (the spec's "server message or …" rows). */
export function serverMessageOr(serverMessage: string | null | undefined, fallback: string): string {
  const text = serverMessage?.trim() ?? '';
  return text === '' ? fallback : text;
}

/** "Error submitting address: {server message}", or the generic text without one. */
export function addressSaveError(serverMessage?: string | null): string {
  const text = serverMessage?.trim() ?? '';
  return text === '' ? messages.addressSaveFailed : `Error submitting address: ${text}`;
}

/** "Error updating address: {message}", or the generic text without one. */
export function addressUpdateError(serverMessage?: string | null): string {
  const text = serverMessage?.trim() ?? '';
  return text === '' ? messages.addressUpdateFailed : `Error updating address: ${text}`;
}

/** Said when a cart line's product left the catalogue and the line was dropped. */
export function productDroppedMessage(name: string | null): string {
  return name ? `"${name}" is no longer available and was removed from your cart.` : 'A product in your cart is no longer available and was removed.';
}

/** Said when a line asks for more units than its size has left. */
export function onlyLeftMessage(name: string, size: string, stock: number): string {
  return stock <= 0 ? `"${name}" in size ${size} is out of stock.` : `Only ${stock} left of "${name}" in size ${size}.`;
}

/** Said when a line names a size its product does not come in. */
export function sizeNotOfferedMessage(name: string, size: string): string {
  return `"${name}" does not come in size ${size}.`;
}

/** The console's CSV import: what a refused row or file is told (one row is one size of a product). */
export const importMessages = {
  emptyRow: 'This row is empty.',
  productSlug: 'Give the product column a web name of lower-case letters, digits and dashes (up to 120).',
  categoryRequired: 'Name the product\'s category.',
  unknownCategory: (name: string) => `There is no category "${name}" in this shop. Create it first or fix the name.`,
  unknownSubcategory: (name: string, category: string) => `There is no subcategory "${name}" in the category "${category}".`,
  status: 'Write the status as draft, published or archived.',
  tooManyImages: 'Give at most 20 images separated by |.',
  productDisagrees: (firstLine: number) => `This product's details differ from its row on line ${firstLine}: every row of a product must give the same details, only sku, size and stock change.`,
  duplicateSku: (firstLine: number) => `This SKU is already used on line ${firstLine}.`,
  duplicateSize: (firstLine: number) => `This product's size is already on line ${firstLine}. Give each size its own SKU or label.`,
  skuOfOtherProduct: (slug: string) => `This SKU belongs to the product "${slug}" in this shop.`,
  imageNotFound: (name: string) => `The image "${name}" is neither in the uploaded ZIP nor an image of this shop.`,
  imageRefused: (name: string, why: string) => `The image "${name}" was refused: ${why}`,
  fileMissing: 'Choose a CSV file to import.',
  notCsv: 'The file is not a CSV file that can be read. Export the sheet as CSV (UTF-8) and try again.',
  columnsMissing: (columns: string[]) => `The CSV lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}. Start from an exported file.`,
  columnsUnknown: (columns: string[]) => `The CSV has column${columns.length === 1 ? '' : 's'} this shop does not know: ${columns.join(', ')}.`,
  noRows: 'The CSV has no rows below its header.',
  tooManyRows: (max: number) => `A CSV may have at most ${max.toLocaleString('en-IN')} rows. Split it into several files.`,
  zipUnreadable: 'The images file is not a ZIP file that can be read.',
  zipUnsafeName: (name: string) => `The ZIP holds "${name}", a name that points outside the ZIP. Zip the images themselves, without folders that go up.`,
  zipTooLarge: 'The ZIP unpacks to more than 200 MB or holds more than 500 files. Split the images into smaller uploads.',
  importRunning: 'Another import of this shop is still running. Wait for it to finish or cancel it.',
  notADryRun: 'Only a finished dry run can be confirmed.',
  jobFinished: 'This job has finished and can no longer be cancelled.',
  jobNotFound: 'This job is not in this shop.',
  jobInterrupted: 'The import stopped unexpectedly; rows before this point were imported.',
} as const;
