import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// One browser build per language (decision 047): an English page's scripts hold no Hindi message
// and a Hindi page's no English one, and a Hindi page runs the Hindi build from its first HTML
// to its client navigations without React finding its text different from the server's.

const catalogue = (locale: 'en' | 'hi') =>
  JSON.parse(readFileSync(new URL(`../apps/web/app/i18n/messages/shell/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const searchPlaceholder = { en: catalogue('en').shell_search_placeholder!, hi: catalogue('hi').shell_search_placeholder! };

/** Every script the page loads, and every error it throws or logs, from now on. */
function watch(page: Page) {
  const scripts: Promise<string>[] = [];
  const errors: string[] = [];
  const manifestAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    if (new URL(response.url()).pathname === '/__manifest') manifestAnswers.push(response.status());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A resource the test server cannot reach (a picture's host) is not the page's script failing.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return { scripts: async () => (await Promise.all(scripts)).join('\n'), errors, manifestAnswers };
}

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test('an English page loads English messages only @desktop', async ({ page, context }) => {
  await context.clearCookies();
  const seen = watch(page);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByPlaceholder(searchPlaceholder.en).first()).toBeAttached();
  const scripts = await seen.scripts();
  expect(scripts).toContain(searchPlaceholder.en);
  expect(scripts).not.toContain(searchPlaceholder.hi);
  expect(seen.errors).toEqual([]);
});

test('a Hindi page runs the Hindi build: its messages only, hydrated without a mismatch, and client navigations stay in it @desktop', async ({ page, context }) => {
  await context.clearCookies();
  const seen = watch(page);
  await page.goto('/?lang=hi');
  await hydrated(page);
  await expect(page.getByPlaceholder(searchPlaceholder.hi).first()).toBeAttached();
  const first = await seen.scripts();
  expect(first).toContain(searchPlaceholder.hi);
  expect(first).not.toContain(searchPlaceholder.en);

  // A product card's link is a client navigation: the route's code comes from the Hindi build,
  // found through the Hindi manifest (an answer of 204 would have reloaded the whole document).
  // The title words of the pages to come load once the page is idle (the first page's came with its HTML).
  await expect(page).toHaveTitle(/^स्वागत है /);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/page-words-[\w-]+\.js$/.test(entry.name)));
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('button', { name: 'कार्ट में डालें' }).first()).toBeVisible();
  await expect(page).toHaveTitle(/^प्रोडक्ट की जानकारी /);
  expect(await page.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(true);
  expect(seen.manifestAnswers.length).toBeGreaterThan(0);
  expect(seen.manifestAnswers.every((status) => status === 200)).toBe(true);
  expect(await seen.scripts()).not.toContain(searchPlaceholder.en);
  // React logs a hydration mismatch as an error; the product page's own scripts loaded cleanly too.
  expect(seen.errors).toEqual([]);
});

/**
 * The code of the page at `path` as this page's build has it: its route modules and every module
 * they import, as one text. The routes come from React Router's manifest endpoint, which a page
 * asks about the links it meets, and answers from the build of the page's language.
 */
async function routeCode(page: Page, path: string): Promise<string> {
  // React Router's manifest, as the page's inline script set it.
  const version = await page.evaluate(() => (window as unknown as Record<string, { version: string }>)['__reactRouterManifest']!.version);
  const answer = await page.request.get(`/__manifest?paths=${encodeURIComponent(path)}&version=${version}`);
  expect(answer.status()).toBe(200);
  const routes = Object.values((await answer.json()) as Record<string, { module: string; imports?: string[] }>);
  const files = routes.flatMap((route) => [route.module, ...(route.imports ?? [])]);
  expect(files.length).toBeGreaterThan(0);
  return (await Promise.all(files.map(async (file) => (await page.request.get(file)).text()))).join('\n');
}

test('a table only Hindi reads (the states\' names) rides in the Hindi build alone @desktop', async ({ page, context }) => {
  // The address form's State dropdown writes "Maharashtra" as महाराष्ट्र on a Hindi page
  // (state-names.ts); the English build leaves the table out (app/i18n/build-language.ts).
  await context.clearCookies();
  await page.goto('/');
  await hydrated(page);
  const english = await routeCode(page, '/address-form');
  expect(english).toContain('Maharashtra');
  expect(english).not.toContain('महाराष्ट्र');
  await page.goto('/?lang=hi');
  await hydrated(page);
  expect(await routeCode(page, '/address-form')).toContain('महाराष्ट्र');
});
