// Finds English words a page shows (decision 045's Hindi check): the text between tags and the
// attributes a shopper sees or hears (placeholder, aria-label, alt, title), without the store's
// own data. Words a Hindi page keeps on purpose: the language switch's "English", "COD" beside
// its Hindi name, GSTIN (the tax number's legal name) and the names of WhatsApp and the social
// networks the footer links to; and the abbreviations Indian shops keep in Latin letters (OTP, PIN,
// UPI, GST, MRP) with the payment brands.

const kept = new Set([
  'English', 'COD', 'GSTIN', 'WhatsApp', 'Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'Twitter',
  // Abbreviations and names Hindi shopping pages write in Latin letters, as Indian shops do.
  'OTP', 'PIN', 'UPI', 'SMS', 'GST', 'MRP', 'ID', 'Razorpay', 'Visa', 'VISA', 'Mastercard', 'RuPay', 'Paytm', 'PhonePe', 'GPay',
  // Key names as keyboards print them (the toasts' Alt+T).
  'Alt',
]);

/** The texts of an HTML string a shopper sees or hears, scripts and styles left out. */
export function visibleTexts(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/gi, ' ').replace(/<style[\s\S]*?<\/style>/gi, ' ');
  const texts: string[] = [];
  for (const match of body.matchAll(/\s(?:placeholder|aria-label|alt|title)="([^"]*)"/g)) texts.push(match[1] ?? '');
  for (const match of body.replace(/<[^>]*>/g, '\n').split('\n')) if (match.trim()) texts.push(match.trim());
  return texts.map(decode);
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, ' ');
}

/** The Latin-script words left in `texts` once the store's own strings are taken out. */
export function englishLeftIn(texts: string[], storeData: string[]): string[] {
  const left: string[] = [];
  // Whole words only: a size "S" or a value "No" must not cut "Support" or "Notifications" short.
  const longestFirst = [...storeData].filter(Boolean).sort((a, b) => b.length - a.length)
    .map((data) => [data, new RegExp(`(?<![A-Za-z0-9])${data.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'g')] as const);
  for (const text of texts) {
    let rest = text;
    for (const [data, words] of longestFirst) if (rest.includes(data)) rest = rest.replace(words, ' ');
    for (const word of rest.match(/[A-Za-z]{2,}/g) ?? []) if (!kept.has(word)) left.push(word);
  }
  return [...new Set(left)];
}
