import { checkoutNotesText } from './checkout-notes-text.ts';
import { useLocale } from '../../i18n/use-locale.ts';

// What the server says about the basket (a product gone, fewer left, a size it lacks), in the
// page's language. The words that map the server's English are only needed when it says something,
// so they load with these, after the page (checkout-parts-later.tsx).

/** A note above the checkout, on what changed in the basket. */
export function CheckoutNotice({ note }: { note: string }) {
  const locale = useLocale();
  return <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{checkoutNotesText(note, locale)}</p>;
}

/** The heading of a checkout with nothing left to order: why. */
export function NothingToOrder({ note }: { note: string }) {
  const locale = useLocale();
  return <h1 className="mt-4 text-lg font-bold text-gray-900">{checkoutNotesText(note, locale)}</h1>;
}
