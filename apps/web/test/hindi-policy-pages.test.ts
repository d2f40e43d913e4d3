import { beforeAll, expect, it } from 'vitest';
import { emptyStore, foldsLoaded, fullStore, policyPages, renderPolicyPage, storeData } from './support/render-policy-page.ts';
import { englishLeftIn, visibleTexts } from './support/visible-english.ts';

// Decision 045: the four policy pages in Hindi show no English of ours. Their texts are ours
// (the platform's policies, not texts a reseller wrote); the store's own data (its name,
// contacts, seller and grievance officer) stays as written and is taken out before looking.

beforeAll(foldsLoaded);

/** The page's own part: what <main> shows (the shell has its own test). */
const main = (html: string) => html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));

it.each(policyPages.map(([path]) => path))('shows %s in Hindi with no English of ours, for a store with every detail and one with none', (path) => {
  for (const store of [fullStore, emptyStore]) {
    const html = renderPolicyPage(path, 'hi', store);
    expect(html).toContain('<html lang="hi-IN"');
    // The folds are in the page, their texts checked with the rest.
    expect(html).toContain('<details');
    expect(englishLeftIn(visibleTexts(main(html)), storeData), `${path} ${store.name || 'empty store'}`).toEqual([]);
  }
});

it('writes the pages\' words in Hindi, the store\'s data as written', () => {
  const about = renderPolicyPage('/aboutPage', 'hi');
  expect(about).toContain('Rangrez Bazaar के बारे में');
  expect(about).toContain('हमारा वादा');
  const support = renderPolicyPage('/CustomerSupport', 'hi');
  expect(support).toContain('हम आपकी क्या मदद कर सकते हैं?');
  expect(support).toContain('hello@rangrez.in');
  expect(support).toContain('Asha Verma');
  expect(support).toContain('GSTIN 07AAAAA0000A1Z5।');
  const returns = renderPolicyPage('/ReturnPolicy', 'hi');
  expect(returns).toContain('पिछला अपडेट: दिसंबर 2024');
  expect(returns).toContain('<strong>7 कामकाजी दिनों के अंदर</strong>');
  // Links keep their addresses around the Hindi words.
  expect(returns).toContain('<a href="/your-orders" data-discover="true">आपके ऑर्डर</a>');
  // A store without details: Hindi words for what is missing.
  const empty = renderPolicyPage('/CustomerSupport', 'hi', emptyStore);
  expect(empty).toContain('उपलब्ध नहीं');
  expect(empty).toContain('हमारी दुकान कस्टमर सपोर्ट');
});

it('finds the English of the same pages in English, so the check can fail', () => {
  for (const [path] of policyPages) {
    const left = englishLeftIn(visibleTexts(main(renderPolicyPage(path, 'en'))), storeData);
    expect(left.length, path).toBeGreaterThan(20);
  }
  expect(englishLeftIn(visibleTexts(main(renderPolicyPage('/ReturnPolicy', 'en'))), storeData)).toEqual(expect.arrayContaining(['Return', 'Policy', 'Refunds', 'Last', 'updated', 'December']));
});
