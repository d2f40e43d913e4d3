/** How many similar products the carousel carries (it shows 6 a page on desktop). */
export const SIMILAR_PRODUCTS_SHOWN = 24;

/** Asked of the category: one more than shown, in case the product itself is among them. */
export const SIMILAR_PRODUCTS_ASKED = SIMILAR_PRODUCTS_SHOWN + 1;
