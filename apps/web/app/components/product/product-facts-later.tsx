import { serverHtmlUntilLoaded } from '../server-html-until-loaded.tsx';

// The product's facts (product-facts.ts) as the server rendered them, until the shopper moves on;
// the parts with a button of their own (Profile Details' View More, the description's Read More)
// or work to start (the similar products) take over as soon as their code is in, right after
// hydration. None of those has a picture (the description's rich text allows none).
const loadFacts = () => import('./product-facts.ts');

export const PriceBlock = serverHtmlUntilLoaded(() => loadFacts().then((facts) => facts.PriceBlock));
export const ProductBreadcrumbs = serverHtmlUntilLoaded(() => loadFacts().then((facts) => facts.ProductBreadcrumbs));
export const ProductHeading = serverHtmlUntilLoaded(() => loadFacts().then((facts) => facts.ProductHeading));
export const ProductDescription = serverHtmlUntilLoaded(() => loadFacts().then((facts) => facts.ProductDescription), { until: 'loaded' });
export const ProfileDetails = serverHtmlUntilLoaded(() => loadFacts().then((facts) => facts.ProfileDetails), { until: 'loaded' });
export const LaterSimilarProducts = serverHtmlUntilLoaded(() => loadFacts().then((facts) => facts.LaterSimilarProducts), { until: 'loaded' });

/** Fetches the facts' code; a client navigation to a product page waits for it (routes/product.tsx). */
export const loadProductFacts = () => Promise.all([PriceBlock, ProductBreadcrumbs, ProductDescription, ProductHeading, ProfileDetails, LaterSimilarProducts].map((part) => part.preload()));
