// A valid request for each home page call (banners and home sections), for the role matrix and the fuzz test.
import type { Db } from '../../../src/db/database.ts';
import { picture, uploadForm } from '../../support/console-images.ts';
import type { ConsoleExamples, ExampleContext } from '../console-support.ts';

// A 1 × 1 PNG: the smallest picture every accepting check lets through.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
// A 4 × 3 PNG: the smallest phone picture (4 : 3) the checks let through.
const tinyPhonePng = () => picture('png', 4, 3);

async function bannerIds(db: Db, storeId: number): Promise<number[]> {
  return (await db.selectFrom('banners').select('id').where('store_id', '=', storeId).orderBy('sort').orderBy('id').execute()).map((b) => b.id);
}

async function freshBanner({ db, fx }: ExampleContext): Promise<number> {
  return (await db.insertInto('banners').values({ store_id: fx.storeId, image: 'banners/example.jpg', url: '', sort: 99, starts_at: null, ends_at: null })
    .returning('id').executeTakeFirstOrThrow()).id;
}

async function bannerWithPhonePicture(context: ExampleContext): Promise<number> {
  const id = await freshBanner(context);
  await context.db.updateTable('banners').set({ phone_image: 'banners/example-phone.jpg' }).where('id', '=', id).execute();
  return id;
}

async function sections({ db, fx }: ExampleContext) {
  const groups = await db.selectFrom('category_groups').select('id').where('store_id', '=', fx.storeId).orderBy('sort').orderBy('id').execute();
  return groups.map((g, index) => ({ group_id: g.id, visible: true, featured: index === 0 ? [fx.products.straight, fx.products.anarkali] : [] }));
}

export const homeExamples: ConsoleExamples = {
  bannerList: () => ({}),
  bannerUpload: () => ({ body: uploadForm(tinyPng, 'banner.png', 'image/png') }),
  bannerOrder: async ({ db, fx }) => ({ body: { ids: (await bannerIds(db, fx.storeId)).toReversed() } }),
  bannerUpdate: async (context) => ({ params: { id: await freshBanner(context) }, body: { url: '/products-section/1', title: 'Festive sale', starts_on: '2026-01-01', ends_on: null } }),
  bannerRemove: async (context) => ({ params: { id: await freshBanner(context) } }),
  bannerPhoneUpload: async (context) => ({ params: { id: await freshBanner(context) }, body: uploadForm(await tinyPhonePng(), 'banner-phone.png', 'image/png') }),
  bannerPhoneRemove: async (context) => ({ params: { id: await bannerWithPhonePicture(context) } }),
  homeSections: () => ({}),
  homeSectionsUpdate: async (context) => ({ body: { sections: await sections(context) } }),
};
