import { serverHtmlUntilLoaded } from '../server-html-until-loaded.tsx';

// The parts of the order pages that are text, dates and pictures, with no button of their own
// (decision 050): the server's HTML stays until the shopper moves on or their data changes, and
// their code is not in the page's first scripts, only fetched once the page is idle.

/** /track's order: its facts, timeline and items. */
export const TrackedOrder = serverHtmlUntilLoaded(() => import('./tracked-order.tsx').then((module) => module.TrackedOrder));
/** The item a cancellation is about. */
export const LineSummary = serverHtmlUntilLoaded(() => import('./line-summary.tsx').then((module) => module.LineSummary));
/** The cancellation form's REFUND DETAILS. */
export const RefundDetails = serverHtmlUntilLoaded(() => import('./refund-details.tsx').then((module) => module.RefundDetails));
