import { StoreApiError } from '@haat/shared/api';
import { redirect } from 'react-router';
import type { Route } from './+types/share-product';
import { canonicalUrl } from '../components/product/canonical-url.ts';
import { productShareText, whatsAppUrl } from '../components/share/whatsapp-share.ts';
import { siteOriginHeader } from '../lib/seo-links.ts';
import { storeApi } from '../lib/store-api-context.server.ts';

function notFound(): Response {
  return new Response('No such product.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * /share/:asin: a product card's "Share on WhatsApp" (decision 041). The card links here, not to
 * wa.me, so each of a listing's 24 cards carries a 20-byte address instead of the whole message;
 * this answers with the message's wa.me link, made from the product as it is now. An unknown
 * product goes to its product page, which says it is not found.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  let product;
  try {
    product = await storeApi(context).getProduct(params.asin);
  } catch (error) {
    // An address no product can have (the Store API refuses it, too long say): said in plain words.
    if (error instanceof StoreApiError && error.status === 400) return notFound();
    throw error;
  }
  if (!product) return redirect(`/product/${encodeURIComponent(params.asin)}`);
  // The shop's public origin as the server told it (PUBLIC_URL or the store's host, decision 039).
  const origin = request.headers.get(siteOriginHeader) ?? new URL(request.url).origin;
  const text = productShareText({ name: product.name, price: product.discountPrice, url: canonicalUrl(origin, product.asin) });
  // The price may change at any moment: never kept by a browser or a proxy.
  return redirect(whatsAppUrl(text), { headers: { 'cache-control': 'no-store' } });
}
