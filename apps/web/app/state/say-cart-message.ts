import { toast } from '../lib/toast.ts';
import { pageLocale } from '../i18n/page-locale.ts';

/**
 * Says a message of the cart or the wishlist (messages.ts's words, or the server's) in a toast, in
 * the page's language. Its words load with the toast: this module rides on every page, and the
 * words of every cart message should not ride on any page's first load.
 */
export function sayCartMessage(english: string, tone: 'error' | 'info' = 'info') {
  void import('./cart-message-text.ts').then(({ cartMessageText }) => {
    const text = cartMessageText(english, pageLocale());
    if (tone === 'error') toast.error(text);
    else toast(text);
  });
}
