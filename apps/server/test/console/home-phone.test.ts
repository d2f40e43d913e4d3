import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { homeMessages, imageMessages } from '@haat/shared/console-api';
import { createLocalStorage } from '../../src/images/storage/local-storage.ts';
import type { ImageStorage } from '../../src/images/storage/storage.ts';
import { apiFor, apiSuite, testClock, type TestApi } from '../support/api-app.ts';
import { picture } from '../support/console-images.ts';
import { consoleRefusal, signedInStaff, type SignedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';
import { tableDigest } from './console-support.ts';

// A banner's phone picture (issue 17, migration 0014): added, replaced and removed in the console
// with the banner's own picture checks and a 4 : 3 shape, each with an audit row, and carried by
// GetBannerImages as `mobile_banner_img_name`.

const file = async (format: 'jpeg' | 'png', width: number, height: number, name = 'phone.jpg') =>
  new File([new Uint8Array(await picture(format, width, height))], name, { type: `image/${format}` });

describeEachEngine('console home page: a banner\'s phone picture', (engine) => {
  const suite = apiSuite(engine);
  let storage: ImageStorage;
  let api: TestApi;
  let manager: SignedInStaff;
  let packer: SignedInStaff;
  let festive: number;
  let kitchen: number;
  const wire = async () => ((await (await api.raw('/api/GetBannerImages')).json()) as { data: Array<Record<string, string>> }).data;
  const phoneUploads = async () => storage.list(`s/${suite.fx.storeId}/b/`);
  const audit = async () => (await suite.test.db.selectFrom('audit_log').select(['action', 'staff_id', 'entity_id', 'before', 'after'])
    .where('action', 'like', 'banner.phone%').orderBy('id').execute()).map((a) => ({ ...a, before: JSON.parse(a.before ?? 'null'), after: JSON.parse(a.after ?? 'null') }));

  beforeAll(async () => {
    storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'haat-phone-banners-')));
    api = apiFor(suite.test.db, 'localhost', testClock(), { storage });
    manager = await signedInStaff(api, suite.test.db, suite.fx.storeId, 'manager');
    packer = await signedInStaff(api, suite.test.db, suite.fx.storeId, 'packer');
    [festive, kitchen] = (await manager.client.bannerList()).banners.map((b) => b.id) as [number, number];
  });

  it('adds, replaces and removes a phone picture, each in the store API at once, with an audit row each', async () => {
    const { banners: before } = await manager.client.bannerList();
    expect(before.map((b) => b.phone_image)).toEqual([null, null]);
    expect(await wire()).toEqual([
      { banner_img_name: 'banners/festive.jpg', url: `/products-section2/${suite.fx.categories.sarees}`, mobile_banner_img_name: '' },
      { banner_img_name: 'banners/kitchen.jpg', url: `/products-section2/${suite.fx.categories.kitchen}`, mobile_banner_img_name: '' },
    ]);

    const added = await manager.client.bannerPhoneUpload(festive, await file('jpeg', 800, 600));
    const first = added.banners.find((b) => b.id === festive)!.phone_image!;
    expect(first).toMatch(new RegExp(`^s/${suite.fx.storeId}/b/[0-9a-f]{20}\\.jpg$`));
    expect(added.banners.find((b) => b.id === kitchen)?.phone_image).toBeNull();
    expect((await wire()).map((b) => b.mobile_banner_img_name)).toEqual([first, '']);
    expect((await api.client.getBanners()).map((b) => b.phoneImage)).toEqual([first, null]);
    expect(await phoneUploads()).toEqual([first]);

    // A larger 4 : 3 picture is kept at 1000 × 750, enough for a phone of 2.75 device pixels a pixel; the replaced one is deleted.
    const replaced = await manager.client.bannerPhoneUpload(festive, await file('png', 2400, 1800, 'phone.png'));
    const second = replaced.banners.find((b) => b.id === festive)!.phone_image!;
    expect(second).toMatch(/\.png$/);
    expect(await phoneUploads()).toEqual([second]);
    const kept = await sharp(Buffer.from((await storage.get(second))!)).metadata();
    expect([kept.width, kept.height]).toEqual([1000, 750]);

    const removed = await manager.client.bannerPhoneRemove(festive);
    expect(removed.banners.map((b) => b.phone_image)).toEqual([null, null]);
    expect((await wire()).map((b) => b.mobile_banner_img_name)).toEqual(['', '']);
    expect(await phoneUploads()).toEqual([]);

    expect(await audit()).toEqual([
      { action: 'banner.phone', staff_id: manager.id, entity_id: festive, before: { phone_image: null }, after: { phone_image: first } },
      { action: 'banner.phone', staff_id: manager.id, entity_id: festive, before: { phone_image: first }, after: { phone_image: second } },
      { action: 'banner.phone.remove', staff_id: manager.id, entity_id: festive, before: { phone_image: second }, after: null },
    ]);
  });

  it('refuses a picture that is not 4 : 3, naming its size as made (upright), and a file that is not a picture, storing nothing', async () => {
    const digest = await tableDigest(suite.test.db);
    const wide = await consoleRefusal(manager.client.bannerPhoneUpload(festive, await file('jpeg', 1600, 500)));
    expect([wide.status, wide.message, wide.fields]).toEqual([400, homeMessages.phoneShape(1600, 500), { file: homeMessages.phoneShape(1600, 500) }]);
    expect(wide.message).toBe('A phone picture must be 4 : 3, for example 800 × 600 px; this one is 1600 × 500. Crop it to 4 : 3 and upload it again.');
    // A phone photo lying on its side (EXIF orientation 6) is 300 × 400 as it shows, not 400 × 300 as stored.
    const sideways = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#305090' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const portrait = await consoleRefusal(manager.client.bannerPhoneUpload(festive, new File([new Uint8Array(sideways)], 'side.jpg', { type: 'image/jpeg' })));
    expect(portrait.fields).toEqual({ file: homeMessages.phoneShape(300, 400) });
    const notPicture = await consoleRefusal(manager.client.bannerPhoneUpload(festive, new File([Buffer.from('%PDF-1.4 not a picture')], 'sale.jpg', { type: 'image/jpeg' })));
    expect([notPicture.status, notPicture.fields]).toEqual([415, { file: imageMessages.notAnImage }]);
    expect(await tableDigest(suite.test.db)).toBe(digest);
    expect(await phoneUploads()).toEqual([]);
    expect((await wire()).map((b) => b.mobile_banner_img_name)).toEqual(['', '']);
  });

  it('refuses another shop\'s banner, removing what is not there, and a packer, changing nothing', async () => {
    const other = await suite.test.db.insertInto('banners').values({ store_id: suite.fx.otherStoreId, image: 'banners/other.jpg', url: '', sort: 0, starts_at: null, ends_at: null })
      .returning('id').executeTakeFirstOrThrow();
    const digest = await tableDigest(suite.test.db);
    const stranger = await consoleRefusal(manager.client.bannerPhoneUpload(other.id, await file('jpeg', 800, 600)));
    expect([stranger.status, stranger.message]).toEqual([404, homeMessages.bannerNotFound]);
    const none = await consoleRefusal(manager.client.bannerPhoneRemove(kitchen));
    expect([none.status, none.message]).toEqual([409, homeMessages.noPhonePicture]);
    expect((await consoleRefusal(packer.client.bannerPhoneUpload(festive, await file('jpeg', 800, 600)))).status).toBe(403);
    expect((await consoleRefusal(packer.client.bannerPhoneRemove(festive))).status).toBe(403);
    expect(await tableDigest(suite.test.db)).toBe(digest);
    expect(await phoneUploads()).toEqual([]);
  });

  it('deletes a banner\'s phone picture with the banner, unless another banner shows it', async () => {
    const { banner } = await manager.client.bannerUpload(await file('jpeg', 1600, 500, 'wide.jpg'));
    const phone = await file('jpeg', 1024, 768);
    await manager.client.bannerPhoneUpload(banner.id, phone);
    const { banners } = await manager.client.bannerPhoneUpload(kitchen, phone);
    const shared = banners.find((b) => b.id === kitchen)!.phone_image!;
    expect(banners.find((b) => b.id === banner.id)?.phone_image).toBe(shared);
    await manager.client.bannerRemove(banner.id);
    expect(await phoneUploads()).toEqual([shared]);
    const gone = await suite.test.db.selectFrom('audit_log').select('before').where('action', '=', 'banner.remove').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(gone.before!)).toMatchObject({ image: banner.image, phone_image: shared });
    await manager.client.bannerPhoneRemove(kitchen);
    expect(await phoneUploads()).toEqual([]);
  });
});

