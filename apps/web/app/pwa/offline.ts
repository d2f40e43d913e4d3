// The offline page's script (decision 043): the page in the shopper's language, the shop's name
// and colours from its cached manifest, and the products the shopper viewed last, from the list
// the storefront keeps in localStorage.
import { imageUrl } from '@haat/shared/api';
import { formatRupees, parseRecentlyViewed, prefersHindi, recentlyViewedKey, type RecentlyViewedEntry } from '@haat/shared/rules';
import * as m from '../i18n/m/offline.ts';
import { readCookie } from '../lib/cookies.ts';
import { htmlLang, isLocale, localeCookieName, type Locale } from '../i18n/locale.ts';

/**
 * The page's language (decision 045) without the server: the shopper's choice (the `locale`
 * cookie), else Hindi when the phone's languages rank it above English. The HTML is English.
 */
function pageLanguage(): Locale {
  const chosen = readCookie(document.cookie, localeCookieName);
  if (isLocale(chosen)) return chosen;
  const ranked = navigator.languages.map((tag, i) => `${tag};q=${Math.max(0.1, 1 - i / 10).toFixed(1)}`).join(',');
  return prefersHindi(ranked) ? 'hi' : 'en';
}

const locale = pageLanguage();
type Text = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const texts: Record<string, Text> = {
  offline_our_shop: m.offline_our_shop, offline_title: m.offline_title, offline_cannot_reach: m.offline_cannot_reach, offline_retry: m.offline_retry,
  offline_recently_viewed: m.offline_recently_viewed, offline_pictures_hint: m.offline_pictures_hint,
};

function showLanguage(): void {
  if (locale === 'en') return;
  document.documentElement.lang = htmlLang(locale);
  document.title = m.offline_title({}, { locale });
  for (const node of document.querySelectorAll<HTMLElement>('[data-text]')) {
    const text = texts[node.dataset.text ?? ''];
    if (text) node.textContent = text({}, { locale });
  }
}

// Plain colour values only, as the storefront's theme allows.
const safeColour = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,20})$/i;

async function showShop(): Promise<void> {
  try {
    // Answered from the worker's cache when there is no network.
    const manifest = (await (await fetch('/manifest.webmanifest')).json()) as { name?: unknown; theme_color?: unknown; background_color?: unknown };
    const name = document.querySelector<HTMLElement>('[data-shop-name]');
    if (name && typeof manifest.name === 'string' && manifest.name) {
      name.textContent = manifest.name;
      document.title = m.offline_title_of_shop({ shop: manifest.name }, { locale });
    }
    const root = document.documentElement.style;
    if (typeof manifest.theme_color === 'string' && safeColour.test(manifest.theme_color)) root.setProperty('--primary', manifest.theme_color);
    if (typeof manifest.background_color === 'string' && safeColour.test(manifest.background_color)) root.setProperty('--background', manifest.background_color);
  } catch {
    // No copy of the manifest yet: the page stays in its neutral colours.
  }
}

/** The first of a product's picture sizes this phone has kept, if any: the strip's, the page's, the card's. */
async function keptPicture(entry: RecentlyViewedEntry): Promise<string | null> {
  const candidates = [imageUrl(entry.image, '300x300'), imageUrl(entry.image, '400x400'), imageUrl(entry.image, '280x280'), imageUrl(entry.image)];
  if (!('caches' in window)) return null;
  for (const url of candidates) {
    if (await caches.match(url)) return url;
  }
  return null;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

async function card(entry: RecentlyViewedEntry): Promise<HTMLLIElement> {
  const item = document.createElement('li');
  const link = element('a', 'card');
  link.href = `/product/${encodeURIComponent(entry.ASIN)}`;
  link.dataset.testid = 'offline-product';
  const picture = element('span', 'picture');
  const url = await keptPicture(entry);
  if (url) {
    const img = document.createElement('img');
    img.src = url;
    img.alt = '';
    img.width = 300;
    img.height = 300;
    img.decoding = 'async';
    picture.append(img);
  } else {
    picture.classList.add('missing');
    picture.textContent = m.offline_no_picture({}, { locale });
  }
  const about = element('span', 'about');
  const prices = element('span', 'prices');
  prices.append(element('span', 'price', formatRupees(entry.discountPrice)));
  if (entry.originalPrice > entry.discountPrice) prices.append(element('s', 'mrp', formatRupees(entry.originalPrice)));
  about.append(element('span', 'name', entry.name), prices);
  link.append(picture, about);
  item.append(link);
  return item;
}

async function showRecentlyViewed(): Promise<void> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(recentlyViewedKey);
  } catch {
    return; // Storage turned off: nothing to show.
  }
  const entries = parseRecentlyViewed(stored);
  const section = document.querySelector<HTMLElement>('[data-recent]');
  const list = document.querySelector<HTMLElement>('[data-recent-list]');
  if (entries.length === 0 || !section || !list) return;
  list.replaceChildren(...(await Promise.all(entries.map(card))));
  section.hidden = false;
}

showLanguage();
document.querySelector('[data-retry]')?.addEventListener('click', () => location.reload());
void showShop();
void showRecentlyViewed();
