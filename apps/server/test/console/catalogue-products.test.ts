import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, consoleMessages } from '@haat/shared/console-api';
import { apiSuite } from '../support/api-app.ts';
import { consoleRefusal, signedInStaff, type SignedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';


describeEachEngine('console catalogue: products', (engine) => {
  const suite = apiSuite(engine);
  let owner: SignedInStaff;
  beforeAll(async () => { owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner'); });
  const auditCount = async () => Number((await suite.test.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('creates a draft with a slug from the name, prices in rupees stored as paise, and one audit row', async () => {
    const before = await auditCount();
    const product = await owner.client.productCreate({
      name: 'Chanderi Silk Dupatta', category_id: suite.fx.categories.sarees, subcategory_id: suite.fx.subcategories.silk,
      original_price: 1499.5, discount_price: 999, colors: ['Rust'], hsn_code: '5007', gst_rate_bp: 500,
    });
    expect(product).toMatchObject({ status: 'draft', asin: 'chanderi-silk-dupatta', original_price: 1499.5, discount_price: 999, hsn_code: '5007', gst_rate_bp: 500 });
    const row = await suite.test.db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row.original_price).toBe(149950);
    expect(row.search_keywords.split(' ')).toEqual(expect.arrayContaining(['women', 'sarees', 'silk', 'rust']));
    expect(await auditCount()).toBe(before + 1);
    const again = await owner.client.productCreate({ name: 'Chanderi Silk Dupatta', category_id: suite.fx.categories.sarees, original_price: 10, discount_price: 10 });
    expect(again.asin).toMatch(/^chanderi-silk-dupatta-[0-9a-f]{6}$/);
  });

  it('edits with expected_updated_at; a stale one is a 409 with the stale-edit message and changes nothing', async () => {
    const product = await owner.client.productCreate({ name: 'Block Print Kurta', category_id: suite.fx.categories.kurtas, original_price: 999, discount_price: 899 });
    const edited = await owner.client.productUpdate(product.id, { name: 'Block Print Kurta Set', expected_updated_at: product.updated_at });
    expect(edited.name).toBe('Block Print Kurta Set');
    expect(edited.updated_at > product.updated_at).toBe(true);
    const audit = await suite.test.db.selectFrom('audit_log').selectAll().where('entity_id', '=', product.id).where('action', '=', 'product.update').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!)).toEqual({ name: 'Block Print Kurta' });
    expect(JSON.parse(audit.after!)).toEqual({ name: 'Block Print Kurta Set' });
    const stale = await consoleRefusal(owner.client.productUpdate(product.id, { name: 'Lost edit', expected_updated_at: product.updated_at }));
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(consoleMessages.staleEdit);
    expect((await owner.client.productGet(product.id)).name).toBe('Block Print Kurta Set');
  });

  it('answers bad fields with a message beside each, and writes nothing', async () => {
    const before = await auditCount();
    const reply = await owner.raw('POST', '/api/console/products', {
      name: '', category_id: suite.fx.categories.kurtas, original_price: 0, discount_price: 5, youtube_link: 'https://vimeo.com/1', hsn_code: '12', gst_rate_bp: 700,
    });
    expect(reply.status).toBe(400);
    const body = await reply.json() as { status: string; fields: Record<string, string> };
    expect(body.status).toBe('false');
    expect(body.fields).toMatchObject({
      name: catalogueMessages.productName, original_price: catalogueMessages.originalPrice, youtube_link: catalogueMessages.youtubeLink,
      hsn_code: catalogueMessages.hsnCode, gst_rate_bp: catalogueMessages.gstRate,
    });
    const crossed = await consoleRefusal(owner.client.productCreate({
      name: 'Mismatch', category_id: suite.fx.categories.kurtas, subcategory_id: suite.fx.subcategories.silk, original_price: 100, discount_price: 200,
    }));
    expect(crossed.status).toBe(400);
    expect(crossed.fields).toEqual({ subcategory_id: catalogueMessages.subcategory, discount_price: catalogueMessages.discountAboveOriginal });
    const otherStore = await suite.test.db.selectFrom('categories').select('id').where('store_id', '=', suite.fx.otherStoreId).executeTakeFirstOrThrow();
    const foreign = await consoleRefusal(owner.client.productCreate({ name: 'Foreign', category_id: otherStore.id, original_price: 10, discount_price: 10 }));
    expect(foreign.fields).toEqual({ category_id: catalogueMessages.category });
    expect(await auditCount()).toBe(before);
  });

  it('strips <script>, event handlers, images and javascript: links from the description when stored', async () => {
    const product = await owner.client.productCreate({
      name: 'Sanitised', category_id: suite.fx.categories.kurtas, original_price: 10, discount_price: 10,
      description: '<p onclick="steal()">Soft <strong>cotton</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p><a href="javascript:alert(3)">x</a><a href="https://example.com">care</a>',
    });
    const stored = (await suite.test.db.selectFrom('products').select('long_description').where('id', '=', product.id).executeTakeFirstOrThrow()).long_description;
    expect(stored).not.toMatch(/script|onerror|onclick|<img|javascript:|alert/i);
    expect(stored).toContain('<strong>cotton</strong>');
    expect(stored).toContain('<a href="https://example.com" rel="noopener nofollow ugc">care</a>');
  });

  it('duplicates as a draft "(copy)" with the same images and sizes without SKUs or stock', async () => {
    await owner.client.sizeUpdate(suite.fx.products.anarkali, (await owner.client.productGet(suite.fx.products.anarkali)).sizes[0]!.id, { sku: 'ANK-S' });
    const source = await owner.client.productGet(suite.fx.products.anarkali);
    const copy = await owner.client.productDuplicate(source.id);
    expect(copy).toMatchObject({ name: 'Cotton Anarkali Kurta (copy)', status: 'draft', featured_rank: null, colors: source.colors, attributes: source.attributes });
    expect(copy.asin).not.toBe(source.asin);
    expect(copy.images.map((image) => image.file)).toEqual(source.images.map((image) => image.file));
    expect(copy.sizes.map(({ label, sku, stock }) => ({ label, sku, stock }))).toEqual(source.sizes.map(({ label }) => ({ label, sku: null, stock: 0 })));
  });

  it('publishes, unpublishes, archives and restores, refusing moves that do not apply', async () => {
    const product = await owner.client.productCreate({ name: 'Life cycle', category_id: suite.fx.categories.kurtas, original_price: 10, discount_price: 10 });
    const empty = await consoleRefusal(owner.client.productPublish(product.id));
    expect([empty.status, empty.message]).toEqual([409, catalogueMessages.publishIncomplete]);
    await owner.client.sizeCreate(product.id, { label: 'M', stock: 1 });
    expect((await owner.client.productPublish(product.id)).status).toBe('published');
    expect((await owner.client.productUnpublish(product.id)).status).toBe('draft');
    const archived = await owner.client.productArchive(product.id);
    expect([archived.status, archived.archived_at !== null]).toEqual(['archived', true]);
    expect((await consoleRefusal(owner.client.productArchive(product.id))).status).toBe(409);
    expect((await owner.client.productRestore(product.id)).status).toBe('draft');
    const actions = (await owner.client.auditLog({ entity: 'product', entity_id: product.id })).items.map((row) => row.action);
    expect(actions).toEqual(['product.restore', 'product.archive', 'product.unpublish', 'product.publish', 'product.create']);
  });

  it('raises the store change counter with each product write, and tells this process', async () => {
    const counter = async () => (await suite.test.db.selectFrom('stores').select('change_counter').where('id', '=', suite.fx.storeId).executeTakeFirstOrThrow()).change_counter;
    const before = await counter();
    const product = await owner.client.productCreate({ name: 'Counted', category_id: suite.fx.categories.kurtas, original_price: 10, discount_price: 10 });
    await owner.client.productUpdate(product.id, { featured_rank: 3, expected_updated_at: product.updated_at });
    expect(await counter()).toBe(before + 2);
  });

  it('gives 404 for another store\'s product, never its data', async () => {
    const foreign = await suite.test.db.selectFrom('products').select('id').where('store_id', '=', suite.fx.otherStoreId).executeTakeFirstOrThrow();
    expect((await consoleRefusal(owner.client.productGet(foreign.id))).status).toBe(404);
    expect((await consoleRefusal(owner.client.productArchive(foreign.id))).status).toBe(404);
  });
});

describe('isYoutubeLink', () => {
  it('takes watch, youtu.be and shorts links over https only', async () => {
    const { isYoutubeLink } = await import('@haat/shared/console-api');
    expect(['https://www.youtube.com/watch?v=abc123XYZ', 'https://youtu.be/abc123XYZ', 'https://youtube.com/shorts/abc123XYZ'].every(isYoutubeLink)).toBe(true);
    expect(['http://youtu.be/abc123XYZ', 'https://youtube.com.evil.test/watch?v=abc123', 'javascript:alert(1)', 'https://www.youtube.com/'].some(isYoutubeLink)).toBe(false);
  });
});
