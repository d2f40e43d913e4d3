import { apiPaths } from '@haat/shared/api';
import { consoleCalls } from '@haat/shared/console-api';
import { expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/http/openapi.ts';

it('documents every Store API call with its method and schemas', () => {
  const document = buildOpenApiDocument();
  const documented = Object.keys(document.paths).filter((p) => !p.startsWith('/api/console/')).sort();
  const expected = Object.values(apiPaths).filter((p) => p !== apiPaths.openApi).sort();
  expect(documented).toEqual(expected);
  const filters = document.paths[apiPaths.productFilters] as { post: { requestBody: { content: { 'application/json': { schema: { properties: object } } } } } };
  expect(Object.keys(filters.post.requestBody.content['application/json'].schema.properties).sort()).toEqual(['category_id', 'limit', 'name', 'offset', 'price', 'search', 'sort', 'subcat_id', 'type']);
});

it('documents our phone picture beside the spec\'s banner fields, always sent', () => {
  type Schema = { properties: Record<string, { description?: string } & Schema>; items: Schema; required: string[] };
  const document = buildOpenApiDocument();
  const banners = document.paths[apiPaths.banners] as { get: { responses: { 200: { content: { 'application/json': { schema: Schema } } } } } };
  const banner = banners.get.responses[200].content['application/json'].schema.properties.data!.items;
  expect(banner.required).toEqual(['banner_img_name', 'url', 'mobile_banner_img_name']);
  expect(banner.properties.mobile_banner_img_name?.description).toMatch(/^Ours, not the spec's: .*4 : 3 picture for phones/);
});

it('documents every console call of the table at its method, with its roles and tag', () => {
  const document = buildOpenApiDocument();
  const documented = Object.entries(document.paths).filter(([p]) => p.startsWith('/api/console/'))
    .flatMap(([p, methods]) => Object.entries(methods as Record<string, { tags: string[]; description: string }>)
      .map(([method, op]) => `${method.toUpperCase()} ${p} ${op.tags.join()} ${op.description}`));
  const expected = Object.values(consoleCalls).map((call) => {
    const who = call.roles === 'none' ? 'anyone' : call.roles === 'member' ? 'any staff member' : call.roles.join(', ');
    return `${call.method} ${call.path.replace(/:(\w+)/g, '{$1}')} console Who may call it: ${who}.`;
  });
  expect(documented.sort()).toEqual(expected.sort());
});
