// Its own module: the product page needs only this, not the message builders (first-load JavaScript).

/**
 * Where a product's "Share on WhatsApp" leads on its page and its cards: the shop answers with
 * the product's wa.me link (routes/share-product.ts), so a page carries this short address
 * instead of the whole message (decision 041).
 */
export function productSharePath(asin: string): string {
  return `/share/${encodeURIComponent(asin)}`;
}
