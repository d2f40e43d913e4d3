import { serverHtmlUntilLoaded } from '../server-html-until-loaded.tsx';

// The product's facts (product-facts.ts) as the server rendered them, until the shopper moves on.
const loadFacts = () => import('./product-facts.ts');

export const PriceBlock = serverHtmlUntilLoaded(() => loadFacts().then((facts) => facts.PriceBlock));
export const ProductBreadcrumbs = serverHtmlUntilLoaded(() => loadFacts().then((facts) => facts.ProductBreadcrumbs));
export const ProductHeading = serverHtmlUntilLoaded(() => loadFacts().then((facts) => facts.ProductHeading));

/** Fetches the facts' code; a client navigation to a product page waits for it (routes/product.tsx). */
export const loadProductFacts = () => Promise.all([PriceBlock.preload(), ProductBreadcrumbs.preload(), ProductHeading.preload()]);
