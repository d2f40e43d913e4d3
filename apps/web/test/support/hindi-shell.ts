import type { SellerDetails, SocialLinks, StoreBranding } from '@haat/shared/api';
import { defaultTheme, noSellerDetails } from '@haat/shared/api';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, type HydrationState } from 'react-router';
import { beforeAll } from 'vitest';
import App, { ErrorBoundary, Layout } from '../../app/root.tsx';
import { serverPartsRead } from '../../app/components/server-html-until-loaded.tsx';
import { packMenu, type ShellData } from '../../app/lib/shell.ts';

// The shop every Hindi render test (decision 045) puts its pages in: the root loader's shell data
// (header, menu, footer, session, cart) and the root Layout around a page, as the server renders
// it. One shop for all of them, so their store data, and what the check takes out as the store's
// own words, stays the same from page to page.

export const storeName = 'Rangrez Bazaar';

/** The root loader's data: the shell and the language the page is in. */
export type StoreShell = ShellData & { locale: string };

/** What differs from one test's shop to another's; left out, a guest in a plain shop. */
export interface ShellOptions {
  /** A shopper signed in as Asha; a guest without. */
  signedIn?: boolean;
  cart?: ShellData['cart'];
  /** Where the cart came from: by default the server's for a signed-in shopper, the cookie's for a guest. */
  cartSource?: ShellData['cartSource'];
  wishlist?: number[];
  /** The subcategories of the menu's one category, Sarees. */
  subcategories?: Array<{ id: number; name: string }>;
  social?: SocialLinks;
  /** Over the shop's own name, contacts and address (the policy pages try a shop that has none). */
  branding?: Partial<StoreBranding>;
  /** Over the seller's legal name, the only seller detail a plain shop has filled in. */
  seller?: Partial<SellerDetails>;
}

/** A shop that has filled in more: a subcategory, a social link and its GSTIN, which the menu and footer show. */
export const filledInShop = {
  subcategories: [{ id: 3, name: 'Banarasi' }],
  social: { facebook: 'https://facebook.com/rangrez' },
  seller: { gstin: '07AAAAA0000A1Z5' },
} satisfies ShellOptions;

export function storeShell(locale: 'hi' | 'en', options: ShellOptions = {}): StoreShell {
  const signedIn = options.signedIn ?? false;
  return {
    host: 'shop.test', origin: 'http://shop.test', locale,
    branding: { name: storeName, logo: '', favicon: '', email: 'hello@rangrez.in', mobile: '+91 98765 43210', address: 'Chandni Chowk, Delhi 110006', ...options.branding },
    theme: defaultTheme,
    menu: packMenu([{ id: 1, name: 'Women', categories: [{ id: 2, name: 'Sarees', image: 's.webp', url: null, subcategories: options.subcategories ?? [] }] }]),
    categoriesFailed: false,
    social: options.social ?? {},
    seller: { ...noSellerDetails, legalName: 'Rangrez Traders LLP', ...options.seller },
    session: { signedIn, userName: signedIn ? 'Asha' : null, xsrf: 'x' },
    cart: options.cart ?? [], cartSource: options.cartSource ?? (signedIn ? 'server' : 'guest'), cartNotice: null, wishlist: options.wishlist ?? [],
  };
}

/**
 * The shell's own store data as the reseller wrote it (name, menu, contacts, seller, the signed-in
 * shopper's name), for the English check to take out. A string a page does not show takes nothing
 * out, so the plain shop's tests use the list as well as the filled-in shop's.
 */
export const shellStoreData = [
  storeName, 'Women', 'Sarees', 'Banarasi', 'hello@rangrez.in', 'Chandni Chowk, Delhi', 'Rangrez Traders LLP', '07AAAAA0000A1Z5', 'Asha',
];

// The code of the parts kept as server HTML (the footer, a product's facts: decision 050) is read
// when the server starts; renderToString cannot wait for it. Before the tests, once every module
// the test file imports has registered its parts.
beforeAll(serverPartsRead);

type PageRoutes = Parameters<typeof createRoutesStub>[0];

/**
 * A page of the shop as the server renders it: the root Layout and shell around `pages`, at
 * `path`. The root's error page is there only when the hydration data carries an error: a page
 * that breaks otherwise shows React Router's own English error page and fails the check, where
 * ours, in Hindi, would pass it.
 */
export function renderInShell(path: string, pages: PageRoutes, hydrationData: HydrationState & { loaderData: { root: StoreShell } }): string {
  const Stub = createRoutesStub([
    {
      id: 'root', path: '/', HydrateFallback: () => null,
      Component: (props: object) => createElement(Layout, null, createElement(App as never, props)),
      ...(hydrationData.errors ? { ErrorBoundary: (props: object) => createElement(Layout, null, createElement(ErrorBoundary as never, props)) } : {}),
      children: pages,
    },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [path], hydrationData }));
}
