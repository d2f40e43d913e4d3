import type { ConsoleArea } from './router.ts';

/** GST tax invoices, packing slips and the seller's legal details (being built: issue 16). */
export const invoicesArea: ConsoleArea = () => {};
