import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiFor } from './support/api-app.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';
import { insertFixture } from './support/fixture.ts';

describeEachEngine('bad input', (engine) => {
  let test: TestDatabase;
  let api: ReturnType<typeof apiFor>;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await insertFixture(test.db);
    api = apiFor(test.db);
  });
  afterAll(async () => { await test.drop(); });

  const post = (path: string, body: string) => api.raw(path, { method: 'POST', body });

  async function expectClear400(response: Response, messagePart: RegExp) {
    expect(response.status).toBe(400);
    const reply = await response.json();
    expect(reply.status).toBe('false');
    expect(reply.message).toMatch(messagePart);
    expect(JSON.stringify(reply)).not.toMatch(/at .*\.ts|stack/i);
  }

  it('malformed JSON is a 400 naming the problem', async () => {
    await expectClear400(await post('/api/GetAllProductFilters', '{"search": "kurta"'), /valid JSON/);
    await expectClear400(await post('/api/Get_Theme_Color', 'not json'), /valid JSON/);
  });

  it('wrong types are a 400 naming the field', async () => {
    await expectClear400(await post('/api/GetAllProductFilters', JSON.stringify({ search: 42 })), /^search:/);
    await expectClear400(await post('/api/GetAllProductFilters', JSON.stringify({ search: '', subcat_id: 'abc', type: 'cat' })), /subcat_id/);
    await expectClear400(await post('/api/GetAllProductFilters', JSON.stringify({ search: '', subcat_id: -3, type: 'cat' })), /subcat_id/);
    await expectClear400(await post('/api/GetAllProductFilters', JSON.stringify({ search: '', subcat_id: 1, type: 'everything' })), /type/);
    await expectClear400(await post('/api/GetAllCategory', JSON.stringify({ unexpected: true })), /.+/);
    await expectClear400(await post('/api/GetAllProductFilters', '[1,2,3]'), /.+/);
  });

  it('bad paging and filter fields are a 400 naming the field', async () => {
    const list = (extra: object) => post('/api/GetAllProductFilters', JSON.stringify({ search: 'kurta', subcat_id: 0, type: '', ...extra }));
    await expectClear400(await list({ limit: 0 }), /^limit:/);
    await expectClear400(await list({ limit: 501 }), /^limit: .*500/);
    await expectClear400(await list({ limit: 2.5 }), /^limit:/);
    await expectClear400(await list({ offset: -1 }), /^offset:/);
    await expectClear400(await list({ sort: 'cheapest' }), /^sort:/);
    await expectClear400(await list({ price: '0-100' }), /^price:/);
    await expectClear400(await list({ name: 'x'.repeat(201) }), /^name:/);
    await expectClear400(await list({ category_id: 'sarees' }), /^category_id:/);
  });

  it('a huge search string is a 400; a huge body is refused', async () => {
    await expectClear400(await post('/api/GetAllProductFilters', JSON.stringify({ search: 'k'.repeat(10_000) })), /200 characters/);
    const response = await post('/api/GetAllProductFilters', JSON.stringify({ search: 'x'.repeat(200_000) }));
    expect(response.status).toBe(413);
    expect((await response.json()).status).toBe('false');
  });

  it('SQL-like and search-syntax text is searched as text and gives a list', async () => {
    for (const search of ["'; DROP TABLE products; --", '" OR 1=1 --', 'kurta* NEAR(a b) AND NOT', '%_\\', '😀 kurta']) {
      const response = await post('/api/GetAllProductFilters', JSON.stringify({ search, subcat_id: 0, type: '' }));
      expect(response.status, search).toBe(200);
      expect(Array.isArray(await response.json())).toBe(true);
    }
    expect((await api.client.getCategories()).length).toBe(3);
  });

  it('unknown slugs and unknown calls answer cleanly', async () => {
    const single = await post('/api/GetSingleProductFilters', JSON.stringify({ search: "../../etc/passwd' --", subcat_id: 0, type: '' }));
    expect(await single.json()).toEqual([]);
    const missing = await api.raw('/api/NoSuchCall');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 'false', message: 'No such API call.' });
  });

  it('keeps serving after all of the above', async () => {
    expect((await api.client.getBranding())?.name).toBe('Rangrez Test Bazaar');
  });
});
