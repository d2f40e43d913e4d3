// What the product page shows of a product that needs no script before the shopper moves on or
// the page is idle: its breadcrumb, heading (category, name, rating, badges) and prices, Profile
// Details (View More), the description (Read More) and the similar products' section. Its code is not in the page's first
// scripts (decision 050): product-facts-later.tsx keeps the server's HTML of each.
export { LaterSimilarProducts } from './later-similar-products.tsx';
export { PriceBlock } from './price-block.tsx';
export { ProductBreadcrumbs } from './product-breadcrumbs.tsx';
export { ProductDescription } from './product-description.tsx';
export { ProductHeading } from './product-heading.tsx';
export { ProfileDetails } from './profile-details.tsx';
