import { serverHtmlUntilLoaded } from '../server-html-until-loaded.tsx';

// The checkout's Order Summary is pictures, names and figures, with no button (decision 050): the
// server's HTML stays until the shopper changes the payment method (its figures change) or moves
// on, and its code is fetched once the page is idle instead of with the page.
export const OrderSummary = serverHtmlUntilLoaded(() => import('./order-summary.tsx').then((module) => module.OrderSummary));

// The server's notes on the basket, and the heading of a checkout with nothing to order.
const loadNotice = () => import('./checkout-notice.tsx');
export const CheckoutNotice = serverHtmlUntilLoaded(() => loadNotice().then((module) => module.CheckoutNotice));
export const NothingToOrder = serverHtmlUntilLoaded(() => loadNotice().then((module) => module.NothingToOrder));

// Razorpay's panel shows once the shopper picks paying online (or when the shop takes no cash on
// delivery for this order, from the first paint): its Pay Securely button takes over once the
// page has been idle.
export const OnlinePanel = serverHtmlUntilLoaded(() => import('./online-panel.tsx').then((module) => module.OnlinePanel), { until: 'loaded' });

// "Have a Gift Card?": its one button only says that the shop sells none.
export const GiftCardRow = serverHtmlUntilLoaded(() => import('./gift-card-row.tsx').then((module) => module.GiftCardRow), { until: 'loaded' });
