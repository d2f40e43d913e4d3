import type { CategoryGroup, SellerDetails, SocialLinks, StoreBranding, Theme } from '@haat/shared/api';
import type { CartLine } from '@haat/shared/rules';
import { pack, unpack, type Packed } from './packed.ts';

// What the header and footer show, as the root loader hands it to every page (load-shell.server.ts
// makes it on the server; components read it here in both places).

export interface ShellData {
  host: string;
  /** The shop's public origin, for canonical links: the server's word (seo-links.ts), else this request's. */
  origin: string;
  branding: StoreBranding;
  theme: Theme;
  /**
   * The category menu (groups with their categories and subcategories), packed as rows: about
   * 400 values, made into text once per cached store shell (`packMenu`). Read it with `menuGroups`.
   */
  menu: Packed<MenuRows>;
  /** True when the category menu could not be loaded (the header says so). */
  categoriesFailed: boolean;
  social: SocialLinks;
  /** The seller in law and the grievance officer, for the footer and policy pages ('' where not filled in). */
  seller: SellerDetails;
  /** `xsrf`: the session's XSRF token, which forms that change the shopper's data post (lib/xsrf.ts). */
  session: { signedIn: boolean; userName: string | null; xsrf: string };
  /**
   * The cart's lines (ids, sizes, units; details come from the API): from the `cartItems`
   * cookie for a guest, from the server for a signed-in shopper (browsing spec §4).
   */
  cart: CartLine[];
  cartSource: 'guest' | 'server';
  /** Something the shopper should hear about their cart (a dropped product, a failed fetch). */
  cartNotice: string | null;
  /** The wishlist's product ids, from the `wishlistItems` cookie. */
  wishlist: number[];
}

/**
 * The menu as rows of values instead of objects. Every page carries it, escaped twice (JSON text
 * inside React Router's data inside a script), and the field names were half of it (decision 034).
 */
export type MenuRows = Array<[id: number, name: string, categories: Array<[id: number, name: string, image: string, url: string | null, subcategories: Array<[id: number, name: string]>]>]>;

/** The menu as the shell carries it. */
export function packMenu(groups: CategoryGroup[]): Packed<MenuRows> {
  return pack(groups.map((g): MenuRows[number] => [g.id, g.name, g.categories.map((c) => [c.id, c.name, c.image, c.url, c.subcategories.map((s) => [s.id, s.name])])]));
}

function readMenu(rows: MenuRows): CategoryGroup[] {
  return rows.map(([id, name, categories]) => ({
    id,
    name,
    categories: categories.map(([categoryId, categoryName, image, url, subcategories]) => ({
      id: categoryId,
      name: categoryName,
      image,
      url,
      subcategories: subcategories.map(([subId, subName]) => ({ id: subId, name: subName })),
    })),
  }));
}

let lastMenu: { text: string; groups: CategoryGroup[] } = { text: packMenu([]), groups: [] };

/**
 * The shell's category menu as groups. Parsed once per menu text: a server render gets the same
 * text from the cached store shell for seconds, a browser the same one for the whole visit.
 * Treat the groups as read-only; every caller shares them.
 */
export function menuGroups(shell: Pick<ShellData, 'menu'> | undefined): CategoryGroup[] {
  if (!shell) return [];
  if (shell.menu !== lastMenu.text) lastMenu = { text: shell.menu, groups: readMenu(unpack(shell.menu)) };
  return lastMenu.groups;
}
