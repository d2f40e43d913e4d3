// The shopper's language as a browser states it, shared by the storefront (which page to render)
// and the server (which language a mail or SMS speaks when the shop's cookie is not there yet), so
// the two always agree (decisions 045 and 046).

/**
 * Whether a browser's Accept-Language ranks Hindi above English (or names Hindi and not English).
 * An English browser says little in India (nearly every phone ships so), a Hindi one says a lot.
 */
export function prefersHindi(acceptLanguage: string | null | undefined): boolean {
  if (!acceptLanguage) return false;
  let hindi = 0;
  let english = 0;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]?.trim()).find((v) => v !== undefined);
    // A malformed weight leaves the entry out rather than ranking it first.
    const weight = q === undefined ? 1 : /^[0-9.]+$/.test(q) ? Number(q) : Number.NaN;
    if (!Number.isFinite(weight)) continue;
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary === 'hi') hindi = Math.max(hindi, weight);
    if (primary === 'en') english = Math.max(english, weight);
  }
  return hindi > 0 && hindi > english;
}
