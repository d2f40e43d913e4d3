import type { Product } from '@haat/shared/api';
import { canonicalUrl } from '../product/canonical-url.ts';
import { WhatsAppShareLink } from './whatsapp-share-link.tsx';
import { productShareText } from './whatsapp-share.ts';
import { share_on_whatsapp } from '../../i18n/m/share.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * A product's "Share on WhatsApp": its name, price and canonical address at `origin`, the shop's own
 * (the shell's `origin`). The message is the product's own name and price, the same in both languages.
 */
export function ProductWhatsAppLink({ product, origin, className, label }: {
  product: Pick<Product, 'name' | 'asin' | 'discountPrice'>;
  origin: string;
  className: string;
  label?: string;
}) {
  const locale = useLocale();
  const text = productShareText({ name: product.name, price: product.discountPrice, url: canonicalUrl(origin, product.asin) });
  return <WhatsAppShareLink text={text} label={label ?? share_on_whatsapp({}, { locale })} className={className} />;
}
