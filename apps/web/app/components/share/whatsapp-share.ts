import { formatRupees } from '@haat/shared/rules';

// What a shopper's WhatsApp message says. Plain text in a wa.me link: WhatsApp opens it on a
// phone (the app) and on a desktop (WhatsApp Web or the desktop app), with no script of ours.

/** The link that opens WhatsApp with `text` typed in, for the shopper to pick a chat and send. */
export function whatsAppUrl(text: string): string {
  // Every byte of &, #, ", ₹ and Devanagari as UTF-8 percent-escapes, which wa.me reads; also
  // ' ( ) ! *, which encodeURIComponent leaves: an apostrophe would be written &#x27; in the page.
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `https://wa.me/?text=${encoded}`;
}

/** A product as a message: name, price as the shop shows it (₹1,23,456) and its absolute address. */
export function productShareText(product: { name: string; price: number; url: string }): string {
  // The address last and on a line of its own: WhatsApp makes it a link and previews it from there.
  return `${product.name.trim()}\n${formatRupees(product.price)}\n${product.url}`;
}
