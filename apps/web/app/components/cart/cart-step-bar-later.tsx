import { serverHtmlUntilLoaded } from '../server-html-until-loaded.tsx';

// The cart's and checkout's top bar is a logo and the steps, with no button (decision 050): the
// server's HTML stays until the shopper moves on, and its code is fetched once the page is idle.
export const CartStepBar = serverHtmlUntilLoaded(() => import('./cart-step-bar.tsx').then((module) => module.CartStepBar));
