import { beforeAll, expect, it } from 'vitest';
import { homeMessages, imageMessages } from '@haat/shared/console-api';
import { apiFor, apiSuite, testClock } from '../support/api-app.ts';
import { picture } from '../support/console-images.ts';
import { consoleRefusal, signedInStaff, type SignedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';
import { tableDigest } from './console-support.ts';


/** The Indian calendar day `days` after the one `at` falls on, YYYY-MM-DD. */
function indianDay(at: Date, days = 0): string {
  return new Date(at.getTime() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

describeEachEngine('console home page: banners and sections, and the storefront obeying them', (engine) => {
  const suite = apiSuite(engine);
  let manager: SignedInStaff;
  let packer: SignedInStaff;
  const storefrontBanners = async () => (await suite.api.client.getBanners()).map((b) => b.image);
  const storefrontSections = async () => (await suite.api.client.getHomeSections()).map((s) => [s.name, s.products.map((p) => p.name)]);
  beforeAll(async () => {
    manager = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'manager');
    packer = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'packer');
  });

  it('uploads a banner through the picture checks, orders, links and removes banners, with an audit row each', async () => {
    const { banners: seeded } = await manager.client.bannerList();
    expect(seeded.map((b) => [b.image, b.state])).toEqual([['banners/festive.jpg', 'live'], ['banners/kitchen.jpg', 'live']]);

    const uploaded = await manager.client.bannerUpload(new File([new Uint8Array(await picture('jpeg', 1200, 400))], 'diwali.jpg', { type: 'image/jpeg' }));
    expect(uploaded.banner).toMatchObject({ url: '', starts_on: null, ends_on: null, state: 'live' });
    expect(uploaded.banner.image).toMatch(new RegExp(`^s/${suite.fx.storeId}/b/[0-9a-f]{20}\\.jpg$`));
    expect(await storefrontBanners()).toEqual(['banners/festive.jpg', 'banners/kitchen.jpg', uploaded.banner.image]);

    const id = uploaded.banner.id;
    await manager.client.bannerOrder([id, ...seeded.map((b) => b.id)]);
    await manager.client.bannerUpdate(id, { url: '/products-section/7', title: 'Diwali sale' });
    const [first] = await suite.api.client.getBanners();
    expect(first).toEqual({ image: uploaded.banner.image, url: '/products-section/7', phoneImage: null });

    const badLink = await consoleRefusal(manager.client.bannerUpdate(id, { url: 'javascript:alert(1)' }));
    expect([badLink.status, badLink.fields]).toEqual([400, { url: homeMessages.link }]);
    const incomplete = await consoleRefusal(manager.client.bannerOrder([id]));
    expect([incomplete.status, incomplete.fields]).toEqual([400, { ids: homeMessages.orderIncomplete }]);

    await manager.client.bannerRemove(id);
    expect(await storefrontBanners()).toEqual(['banners/festive.jpg', 'banners/kitchen.jpg']);
    const audit = await suite.test.db.selectFrom('audit_log').select(['action', 'staff_id']).where('action', 'like', 'banner.%').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['banner.add', 'banner.order', 'banner.update', 'banner.remove']);
    expect(audit.every((a) => a.staff_id === manager.id)).toBe(true);
  });

  it('refuses a file that is not a picture beside its field, storing nothing, and a packer altogether', async () => {
    const before = await tableDigest(suite.test.db);
    const notPicture = await consoleRefusal(manager.client.bannerUpload(new File([Buffer.from('%PDF-1.4 not a picture')], 'sale.jpg', { type: 'image/jpeg' })));
    expect([notPicture.status, notPicture.fields]).toEqual([415, { file: imageMessages.notAnImage }]);
    expect((await consoleRefusal(packer.client.bannerList())).status).toBe(403);
    expect(await tableDigest(suite.test.db)).toBe(before);
  });

  it('leaves out a banner before its first day (Indian time) and serves it from that day, until its last day ends', async () => {
    const clock = testClock();
    const api = apiFor(suite.test.db, 'localhost', clock);
    const owner = await signedInStaff(api, suite.test.db, suite.fx.storeId, 'owner');
    const { banner } = await owner.client.bannerUpload(new File([new Uint8Array(await picture('png', 600, 200, '#205080'))], 'soon.png', { type: 'image/png' }));
    const tomorrow = indianDay(clock.now(), 1);
    const dated = await owner.client.bannerUpdate(banner.id, { starts_on: tomorrow, ends_on: tomorrow });
    expect(dated.banners.find((b) => b.id === banner.id)).toMatchObject({ starts_on: tomorrow, ends_on: tomorrow, state: 'scheduled' });
    const served = async () => (await api.client.getBanners()).map((b) => b.image);
    expect(await served()).not.toContain(banner.image);

    // To a minute after midnight in India on the first day: 18:31 UTC the day before.
    const firstMinute = Date.parse(`${tomorrow}T00:01:00+05:30`);
    clock.advance(firstMinute - clock.now().getTime());
    expect(await served()).toContain(banner.image);
    expect(await served()).toEqual([...(await served()).filter((image) => image !== banner.image), banner.image]);

    clock.advance(24 * 60 * 60 * 1000);
    expect(await served()).not.toContain(banner.image);

    const backwards = await consoleRefusal(owner.client.bannerUpdate(banner.id, { starts_on: tomorrow, ends_on: indianDay(new Date(firstMinute), -1) }));
    expect([backwards.status, backwards.fields]).toEqual([400, { ends_on: homeMessages.endBeforeStart }]);
    const noDay = await consoleRefusal(owner.client.bannerUpdate(banner.id, { starts_on: '2026-02-30' }));
    expect(noDay.fields).toEqual({ starts_on: homeMessages.date });
    await owner.client.bannerRemove(banner.id);
  });

  it('shows only the visible groups in their order, each with its picks first, at once through the store version', async () => {
    const fx = suite.fx;
    expect(await storefrontSections()).toEqual([
      ['Women', ['Cotton Anarkali Kurta', 'Rayon Straight Kurta']],
      ['Home & Kitchen', ['Steel Tiffin Box 3 Tier']],
    ]);
    const { sections } = await manager.client.homeSections();
    expect(sections.map((s) => [s.name, s.visible, s.featured])).toEqual([['Women', true, []], ['Home & Kitchen', true, []]]);

    const updated = await manager.client.homeSectionsUpdate({ sections: [
      { group_id: fx.groups.home, visible: true, featured: [] },
      { group_id: fx.groups.women, visible: true, featured: [fx.products.saree, fx.products.straight] },
    ] });
    expect(updated.sections.map((s) => [s.name, s.featured.map((p) => p.name)])).toEqual([
      ['Home & Kitchen', []], ['Women', ['Banarasi Silk Saree', 'Rayon Straight Kurta']],
    ]);
    expect(await storefrontSections()).toEqual([
      ['Home & Kitchen', ['Steel Tiffin Box 3 Tier']],
      ['Women', ['Banarasi Silk Saree', 'Rayon Straight Kurta', 'Cotton Anarkali Kurta']],
    ]);

    const counter = async () => (await suite.test.db.selectFrom('stores').select('change_counter').where('id', '=', fx.storeId).executeTakeFirstOrThrow()).change_counter;
    const was = await counter();
    await manager.client.homeSectionsUpdate({ sections: [
      { group_id: fx.groups.home, visible: false, featured: [] },
      { group_id: fx.groups.women, visible: true, featured: [fx.products.straight, fx.products.saree] },
    ] });
    expect(await storefrontSections()).toEqual([['Women', ['Rayon Straight Kurta', 'Banarasi Silk Saree', 'Cotton Anarkali Kurta']]]);
    // Every process's caches of the store turn stale with the counter (cache/store-changes.ts).
    expect(await counter()).toBe(was + 1);
    const audit = await suite.test.db.selectFrom('audit_log').select('after').where('action', '=', 'home.sections').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toEqual({ sections: [
      { group_id: fx.groups.home, visible: false, featured: [] },
      { group_id: fx.groups.women, visible: true, featured: [fx.products.straight, fx.products.saree] },
    ] });
  });

  it('refuses another shop\'s product, more than six, a group left out, all beside their fields and changing nothing', async () => {
    const fx = suite.fx;
    const other = await suite.test.db.selectFrom('products').select('id').where('store_id', '=', fx.otherStoreId).executeTakeFirstOrThrow();
    const before = await tableDigest(suite.test.db);
    const shown = await storefrontSections();

    const stranger = await consoleRefusal(manager.client.homeSectionsUpdate({ sections: [
      { group_id: fx.groups.home, visible: true, featured: [] },
      { group_id: fx.groups.women, visible: true, featured: [fx.products.saree, other.id] },
    ] }));
    expect([stranger.status, stranger.fields]).toEqual([400, { 'sections.1.featured': homeMessages.productNotFound }]);

    const seven = Object.values(fx.products).concat(fx.products.saree, fx.products.anarkali).slice(0, 7);
    const tooMany = await consoleRefusal(manager.client.homeSectionsUpdate({ sections: [
      { group_id: fx.groups.home, visible: true, featured: seven },
      { group_id: fx.groups.women, visible: true, featured: [] },
    ] }));
    expect([tooMany.status, tooMany.fields?.['sections.0.featured']]).toEqual([400, homeMessages.tooManyFeatured]);

    const leftOut = await consoleRefusal(manager.client.homeSectionsUpdate({ sections: [{ group_id: fx.groups.women, visible: true, featured: [] }] }));
    expect([leftOut.status, leftOut.fields]).toEqual([400, { sections: homeMessages.sectionsIncomplete }]);

    expect(await tableDigest(suite.test.db)).toBe(before);
    expect(await storefrontSections()).toEqual(shown);
  });
});
