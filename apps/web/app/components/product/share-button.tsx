import { Share2 } from '../icons.tsx';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface ShareButtonProps {
  name: string;
  /** Absolute URLs: a shared message must work outside this site. */
  pageUrl: string;
  imageUrl: string | null;
  className?: string;
}

/** The WhatsApp link used when the device has no share sheet: image URL, name and page URL. */
export function whatsAppShareUrl({ name, pageUrl, imageUrl }: Omit<ShareButtonProps, 'className'>): string {
  const text = [imageUrl, name, pageUrl].filter(Boolean).join('\n');
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * Shares the product with the device's share sheet when there is one (phones), else opens a
 * WhatsApp message, the chat app most Indian shoppers use. A real link underneath, so it also
 * works before scripts run and can be opened in a new tab.
 */
export function ShareButton({ className = '', ...product }: ShareButtonProps) {
  const href = whatsAppShareUrl(product);
  const locale = useLocale();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={m.product_share_name({ name: product.name }, { locale })}
      data-testid="share-button"
      onClick={(event) => {
        if (typeof navigator.share !== 'function') return;
        event.preventDefault();
        // A dismissed share sheet rejects; that is the shopper's choice, not an error.
        navigator.share({ title: product.name, text: product.name, url: product.pageUrl }).catch(() => {});
      }}
      className={`flex size-10 items-center justify-center rounded-full bg-white/95 text-gray-700 shadow-md ring-1 ring-black/5 transition hover:scale-105 hover:text-primary ${className}`}
    >
      <Share2 className="size-[18px]" aria-hidden />
    </a>
  );
}
