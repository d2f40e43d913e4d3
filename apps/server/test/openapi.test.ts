import { apiPaths } from '@haat/shared/api';
import { expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/http/openapi.ts';

it('documents every Store API call with its method and schemas', () => {
  const document = buildOpenApiDocument();
  const documented = Object.keys(document.paths).sort();
  const expected = Object.values(apiPaths).filter((p) => p !== apiPaths.openApi).sort();
  expect(documented).toEqual(expected);
  const filters = document.paths[apiPaths.productFilters] as { post: { requestBody: { content: { 'application/json': { schema: { properties: object } } } } } };
  expect(Object.keys(filters.post.requestBody.content['application/json'].schema.properties).sort()).toEqual(['category_id', 'limit', 'name', 'offset', 'price', 'search', 'sort', 'subcat_id', 'type']);
});
