// What the product page shows of a product and does nothing with until the shopper moves on: its
// breadcrumb, heading (category, name, rating, badges) and prices. Its code is not in the page's
// first scripts (decision 050): product-facts-later.tsx keeps the server's HTML of each.
export { PriceBlock } from './price-block.tsx';
export { ProductBreadcrumbs } from './product-breadcrumbs.tsx';
export { ProductHeading } from './product-heading.tsx';
