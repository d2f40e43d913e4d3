import { defaultTheme, noSellerDetails, type CategoryGroup, type SellerDetails, type StoreApi } from '@haat/shared/api';
import { expect, it } from 'vitest';
import { loadShell } from '../app/lib/load-shell.server.ts';
import { menuGroups, packMenu, type MenuRows } from '../app/lib/shell.ts';
import type { Packed } from '../app/lib/packed.ts';

const groups: CategoryGroup[] = [
  {
    id: 1,
    name: 'Women',
    categories: [{ id: 2, name: 'Sarees & "Silks"', image: 'c.webp', url: null, subcategories: [{ id: 78, name: 'Banarasi <Sarees>' }] }],
  },
];

/** The five store calls the shell makes; the menu and seller calls succeed or fail as asked. */
function storeApi(menu: () => Promise<CategoryGroup[]>, seller: () => Promise<SellerDetails> = async () => noSellerDetails): StoreApi {
  return {
    getBranding: async () => ({ name: 'Rangrez', logo: '', favicon: '', email: '', mobile: '', address: '' }),
    getTheme: async () => defaultTheme,
    getGroupsWithCategories: menu,
    getSocialLinks: async () => ({}),
    getSellerDetails: seller,
  } as Partial<StoreApi> as StoreApi;
}

// Each test asks for its own host: the store's part of the shell is kept for seconds per host.
const page = (host: string) => new Request(`http://${host}/`);

it('carries the menu as one text that reads back as the groups the Store API gave', async () => {
  const { shell } = await loadShell(storeApi(async () => groups), page('menu.test'));
  expect(shell.categoriesFailed).toBe(false);
  expect(menuGroups(shell)).toEqual(groups);
});

it('reads a failed menu as no groups, and says it failed', async () => {
  const { shell } = await loadShell(storeApi(async () => { throw new Error('down'); }), page('failed-menu.test'));
  expect(shell.categoriesFailed).toBe(true);
  expect(menuGroups(shell)).toEqual([]);
});

it('packs the menu as rows, without its field names (decision 034)', () => {
  expect(JSON.parse(packMenu(groups))).toEqual([[1, 'Women', [[2, 'Sarees & "Silks"', 'c.webp', null, [[78, 'Banarasi <Sarees>']]]]]]);
});

it('parses a menu text once, and again only when the text changes', () => {
  const text = packMenu(groups);
  const first = menuGroups({ menu: text });
  // An equal text from another page's data (another string) is the same menu.
  expect(menuGroups({ menu: `${text} `.trimEnd() as Packed<MenuRows> })).toBe(first);
  const changed = menuGroups({ menu: packMenu([{ ...groups[0]!, name: 'Men' }]) });
  expect(changed).not.toBe(first);
  expect(changed[0]?.name).toBe('Men');
  expect(menuGroups(undefined)).toEqual([]);
});

it('keeps the store\'s part of the shell per store version: a console change shows on the next page', async () => {
  let calls = 0;
  const api = storeApi(async () => { calls += 1; return [{ ...groups[0]!, name: `Women ${calls}` }]; });
  const at = (version: string) => new Request('http://version.test/', { headers: { 'x-haat-store-version': version } });
  const menuAt = async (version: string) => menuGroups((await loadShell(api, at(version))).shell)[0]?.name;
  expect(await menuAt('1.4')).toBe('Women 1');
  expect(await menuAt('1.4')).toBe('Women 1');
  expect(await menuAt('1.5')).toBe('Women 2');
  expect(calls).toBe(2);
});

it('carries the seller\'s legal details for the footer, and asks again on the next page when they failed', async () => {
  const seller: SellerDetails = { legalName: 'Rangrez Textiles', address: 'Hyderabad, Telangana', gstin: '36AABCR1234F1ZT', grievanceOfficer: { name: 'Meera', email: 'g@rangrez.test' } };
  let calls = 0;
  const api = storeApi(async () => groups, async () => {
    calls += 1;
    if (calls === 1) throw new Error('down');
    return seller;
  });
  expect((await loadShell(api, page('seller.test'))).shell.seller).toEqual(noSellerDetails);
  expect((await loadShell(api, page('seller.test'))).shell.seller).toEqual(seller);
  expect((await loadShell(api, page('seller.test'))).shell.seller).toEqual(seller);
  expect(calls).toBe(2);
});
