import type { Product } from '@haat/shared/api';
import { canonicalUrl } from '../product/canonical-url.ts';
import { WhatsAppShareLink } from './whatsapp-share-link.tsx';
import { productShareText } from './whatsapp-share.ts';

/** A product's "Share on WhatsApp": its name, price and canonical address at `origin`, the shop's own (the shell's `origin`). */
export function ProductWhatsAppLink({ product, origin, className, label = 'Share on WhatsApp' }: {
  product: Pick<Product, 'name' | 'asin' | 'discountPrice'>;
  origin: string;
  className: string;
  label?: string;
}) {
  const text = productShareText({ name: product.name, price: product.discountPrice, url: canonicalUrl(origin, product.asin) });
  return <WhatsAppShareLink text={text} label={label} className={className} />;
}
