import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { bannerAlt } from '../../apps/web/app/components/home/banner-cache.ts';
import { englishLeftIn } from '../../apps/web/test/support/visible-english.ts';

// What the Hindi journeys compare a page with (decision 045): the shop's own words, which stay as
// the reseller wrote them, and what a shopper sees or hears on the page. Whatever Latin-script word
// is left once the first are taken out of the second is English of ours
// (apps/web/test/support/visible-english.ts says which Latin words Hindi shops keep).

/** The store's own data, as the reseller and the catalogue wrote it, longest first. */
export function storeData(extra: string[]): string[] {
  const database = new DatabaseSync(path.resolve(import.meta.dirname, '../../data/e2e', `shop-${process.env.E2E_PORT ?? '3100'}.sqlite`), { readOnly: true });
  const column = (sql: string) => (database.prepare(sql).all() as Array<{ v: string | null }>).map((row) => row.v ?? '').filter(Boolean);
  const values: string[] = [
    ...column('SELECT name AS v FROM products'),
    ...column('SELECT description AS v FROM products'),
    ...column('SELECT material AS v FROM products'),
    ...column('SELECT badge AS v FROM products'),
    ...column('SELECT badge1 AS v FROM products'),
    ...column('SELECT asin AS v FROM products'),
    ...column('SELECT label AS v FROM product_sizes'),
    ...column('SELECT name AS v FROM categories UNION SELECT name FROM subcategories UNION SELECT name FROM category_groups'),
  ];
  // A banner's alt text is its picture's file name, as the reseller named it (bannerAlt).
  for (const image of column('SELECT image AS v FROM banners')) values.push(bannerAlt(image, ''));
  // A two-word size ("Free Size") is shown as two lines, one word each (SizeLabel).
  for (const label of column('SELECT label AS v FROM product_sizes')) if (label.trim().split(/\s+/).length === 2) values.push(...label.trim().split(/\s+/));
  for (const text of column('SELECT colors AS v FROM products')) values.push(...(JSON.parse(text) as string[]));
  for (const text of column('SELECT attributes AS v FROM products')) for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, string>)) values.push(key, value);
  const store = database.prepare('SELECT name, email, mobile, address, legal_name, gstin, legal_address, legal_state, grievance_name, grievance_email FROM stores').all() as Array<Record<string, string | null>>;
  for (const row of store) values.push(...Object.values(row).filter((value): value is string => Boolean(value)));
  database.close();
  return [...new Set([...values, ...extra])].sort((a, b) => b.length - a.length);
}

/**
 * What a shopper sees or hears now, of ours: on the whole page (its title too), or within `scope`
 * (a dialog, say). Text shown, and the names, placeholders, alt texts and titles of what is shown.
 */
export async function visibleTexts(page: Page, scope?: Locator): Promise<string[]> {
  return (scope ?? page.locator('body')).evaluate((root, withTitle) => {
    const texts: string[] = [];
    // Not ours: the product's description as the store wrote it, and the payment provider's own
    // window (the sandbox gateway stands in for Razorpay's checkout, which speaks for itself).
    const theirs = [document.querySelector('#product-description-body'), document.getElementById('haat-sandbox-title')?.closest('[role="dialog"]')];
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true } as never) && !theirs.some((other) => other?.contains(element));
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) || !shown(parent)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of root.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    if (withTitle) texts.push(document.title);
    return texts;
  }, scope === undefined);
}

/** The page (or `scope` of it, a dialog say) in Hindi, with no English of ours, and nothing wider than a 390 px phone. */
export async function expectHindi(page: Page, data: string[], what: string, scope?: Locator): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect(englishLeftIn(await visibleTexts(page, scope), data), `English left: ${what}`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `fits the phone: ${what}`).toBeLessThanOrEqual(390);
}
