import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { apiPaths } from '@haat/shared/api';
import { buildIfStale } from '../../../scripts/build-if-stale.ts';
import { repoRoot } from '../src/config.ts';
import { loadWebBuild } from '../src/render/web-build.ts';
import { sanitizeDescription } from '../src/services/catalogue/rich-text.ts';
import { apiFor, apiSuite, type TestApi } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

// A description is sanitised when saved, but a row can be written some other way (an old import,
// a hand edit): the storefront makes it safe again as the product enters its memory.
const hostile = [
  '<p onclick="steal()">Soft <strong>cotton</strong> <a href="https://example.in/care" onmouseover="steal()">care guide</a></p>',
  '<script>window.stolen = document.cookie</script>',
  '<img src="x" onerror="steal()">',
  '<p style="position:fixed">Fixed</p><iframe src="https://evil.example"></iframe>',
  '<a href="javascript:steal()">Click</a><a href="mailto:help@rangrez.test">Mail us</a>',
].join('');

describeEachEngine('product descriptions are served sanitised', (engine) => {
  const suite = apiSuite(engine);
  let pages: TestApi;

  beforeAll(async () => {
    buildIfStale();
    const build = await loadWebBuild(path.join(repoRoot, 'apps/web/build/server/index.js'));
    await suite.test.db.updateTable('products').set({ long_description: hostile }).where('id', '=', suite.fx.products.straight).execute();
    pages = apiFor(suite.test.db, 'localhost', undefined, { web: (apiFetch) => build.createWebHandler(apiFetch) });
  }, 180_000);

  const expectSafe = (text: string) => {
    for (const banned of ['window.stolen', '<script>window', 'onerror', 'onclick', 'onmouseover', 'steal()', '<iframe', '<img src="x"', 'javascript:', 'position:fixed']) {
      expect(text).not.toContain(banned);
    }
  };

  it('answers GetSingleProductFilters with only the allowed tags and links', async () => {
    const reply = await (await suite.api.raw(apiPaths.singleProduct, { method: 'POST', body: JSON.stringify({ search: 'rayon-straight-kurta-b2' }) })).json();
    const html: string = reply[0].colongdescription;
    expectSafe(JSON.stringify(reply));
    expect(html).toContain('<p>Soft <strong>cotton</strong> <a href="https://example.in/care" rel="noopener nofollow ugc">care guide</a></p>');
    expect(html).toContain('<a href="mailto:help@rangrez.test" rel="noopener nofollow ugc">Mail us</a>');
  });

  it('renders the product page without the script or any event handler', async () => {
    const response = await pages.app.fetch(new Request('http://localhost/product/rayon-straight-kurta-b2', { headers: { host: 'localhost' } }));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('care guide');
    expectSafe(page);
  });
});

it('sanitizeDescription keeps the allowed tags and drops the rest', () => {
  expect(sanitizeDescription('<h2>Fit</h2><ul><li><em>Regular</em></li></ul><blockquote>Soft</blockquote><h1>Big</h1><div>x</div>'))
    .toBe('<h2>Fit</h2><ul><li><em>Regular</em></li></ul><blockquote>Soft</blockquote>Bigx');
  expect(sanitizeDescription('<a href="//evil.example/x" target="_blank">x</a>')).toBe('<a rel="noopener nofollow ugc">x</a>');
});
