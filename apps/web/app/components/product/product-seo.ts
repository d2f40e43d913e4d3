import { imageUrl, shareImageSize, type Product } from '@haat/shared/api';
import { formatRupees } from '@haat/shared/rules';
import { canonicalUrl } from './canonical-url.ts';
import { isKeptReadOnly, keepReadOnly } from '../../lib/read-only.ts';

/** What a shared link or a search engine needs besides the product itself. */
export interface SeoContext {
  /** Origin of the request, e.g. `https://shop.example.in`, for absolute URLs. */
  origin: string;
  storeName: string;
  host: string;
  /** The document title in the page's language (titles.ts); the spec's "ProductOverview {host}" without. */
  title?: string;
  /** The language the address names (`?lang=hi`, seo-links.ts): that version is its own canonical address (decision 045). */
  language?: 'en' | 'hi' | null;
}

export { canonicalUrl };

/** The link preview picture's size in pixels (shareImageSize: square, at least the 600 px WhatsApp's large preview needs). */
const [shareImageWidth = '', shareImageHeight = ''] = shareImageSize.split('x');

/**
 * Absolute URL of the product's main picture as link previews show it: 800x800 JPEG, which every
 * chat app renders, kept under 300 kB by the server (decision 041).
 */
export function shareImageUrl(origin: string, product: Pick<Product, 'image' | 'images'>): string | null {
  const file = product.images[0] ?? product.image;
  if (!file) return null;
  const path = imageUrl(file, shareImageSize, 'jpg');
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

/** Plain text of a description for meta tags: tags dropped, whitespace collapsed, cut at a word near 160 characters. */
export function metaDescription(product: Pick<Product, 'description' | 'descriptionHtml' | 'name'>, max = 160): string {
  const source = product.description.trim() || product.descriptionHtml;
  const text = source.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim() || product.name;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** Whether any size (or, without sizes, the product) is in stock. */
export function inStock(product: Pick<Product, 'sizes' | 'stock'>): boolean {
  return product.sizes.length > 0 ? product.sizes.some((s) => s.stock > 0) : product.stock > 0;
}

/** schema.org Product data, so search results and link previews show picture, price and rating. */
export function productJsonLd(product: Product, seo: SeoContext): Record<string, unknown> {
  const url = canonicalUrl(seo.origin, product.asin);
  const image = shareImageUrl(seo.origin, product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    // The main picture only, as og:image: each further one was some 80 bytes of a first HTML that
    // must stay under 60 kB (decision 041), and search engines take the product's main picture.
    ...(image ? { image: [image] } : {}),
    description: metaDescription(product, 5000),
    sku: product.asin,
    ...(product.category ? { category: product.category } : {}),
    brand: { '@type': 'Brand', name: seo.storeName },
    offers: {
      '@type': 'Offer',
      price: product.discountPrice.toFixed(2),
      priceCurrency: 'INR',
      availability: inStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
    ...(product.ratingCount > 0 && product.rating > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.ratingCount, bestRating: 5 } }
      : {}),
  };
}

type MetaDescriptor = Record<string, unknown>;

/**
 * Meta tags of a product page: the spec's title, description, canonical link, Open Graph and
 * JSON-LD. Every address is absolute from `seo.origin`, the shop's own (PUBLIC_URL or the
 * store's host), so a link shared on WhatsApp previews with picture, name and price.
 *
 * Open Graph and JSON-LD are for the link previews and search engines that read the server's
 * HTML: the browser's build leaves them out (decision 050), and with them their code from the
 * page's first scripts. React keeps the server's tags in the head as they are; after a client
 * navigation they still name the first product, which no shopper sees.
 */
export function productMeta(product: Product, seo: SeoContext): MetaDescriptor[] {
  if (!import.meta.env.SSR || !isKeptReadOnly(product)) return productMetaOf(product, seo);
  // A product every page shares (decision 052) can never change (read-only.ts): its tags are
  // made once per address and language, not from its description's text on every page.
  const key = `${seo.origin} ${seo.host} ${seo.storeName} ${seo.language ?? ''} ${seo.title ?? ''}`;
  let kept = metaKept.get(product);
  if (kept?.key !== key) metaKept.set(product, (kept = { key, meta: keepReadOnly(productMetaOf(product, seo)) }));
  return kept.meta;
}

const metaKept = new WeakMap<Product, { key: string; meta: MetaDescriptor[] }>();

function productMetaOf(product: Product, seo: SeoContext): MetaDescriptor[] {
  const url = `${canonicalUrl(seo.origin, product.asin)}${seo.language ? `?lang=${seo.language}` : ''}`;
  const description = metaDescription(product);
  return [
    // The spec's document title; the product name lives in og:title and the page's h1.
    { title: seo.title ?? `ProductOverview ${seo.host}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(import.meta.env.SSR ? previewMeta(product, seo, url, description) : []),
  ];
}

/** Open Graph, the price, Twitter's card and schema.org's Product: what a shared link previews. */
function previewMeta(product: Product, seo: SeoContext, url: string, description: string): MetaDescriptor[] {
  const image = shareImageUrl(seo.origin, product);
  return [
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: seo.storeName },
    // The price in the title: WhatsApp's preview shows the title and only a line of the description.
    { property: 'og:title', content: `${product.name} – ${formatRupees(product.discountPrice)}` },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:type', content: 'image/jpeg' },
          { property: 'og:image:width', content: shareImageWidth },
          { property: 'og:image:height', content: shareImageHeight },
        ]
      : []),
    { property: 'product:price:amount', content: product.discountPrice.toFixed(2) },
    { property: 'product:price:currency', content: 'INR' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { 'script:ld+json': productJsonLd(product, seo) },
  ];
}

/**
 * Takes the server's preview tags (previewMeta) out of the head: the browser renders none of its
 * own, so after the first product page they would name a product no longer shown.
 */
export function forgetPreviewTags(): void {
  for (const tag of document.head.querySelectorAll('meta[property^="og:"], meta[property^="product:"], meta[name="twitter:card"], script[type="application/ld+json"]')) tag.remove();
}
