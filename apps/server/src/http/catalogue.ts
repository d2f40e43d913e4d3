import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  allCategoriesRequest, allGroupsRequest, apiPaths, productFiltersRequest, productListRequest,
  productsByIdsRequest,
} from '@haat/shared/api';
import { getCategories, getCategoryTree, getHomeSections } from '../services/catalogue/catalogue.ts';
import { browseShelvedByIds, browseShelvedBySlug } from '../services/catalogue/catalogue-memory.ts';
import type { ResultSource, ResultView } from '../services/search/search-results.ts';
import { arrivedBy } from './arrival.ts';
import { readJson } from './body.ts';
import { jsonAnswer } from './catalogue-answer.ts';
import { categoryToWire, productSummaryToWire } from './catalogue-wire.ts';
import { listingAnswer, productSummaryText, singleProductAnswer } from './catalogue-wire-text.ts';
import { listingPageOf } from './listing-page.ts';
import type { ApiDeps, AppEnv } from './env.ts';

const listKinds = { cat: 'category', subcat: 'subcategory', group: 'group' } as const;

/** GetAllCategory, GetAllGroupWithCategory, GetAllHeaderWithProduct and the two product filter calls. */
export function catalogueRoutes({ db, changes }: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Cached answers are kept under the store's change version (decision 021 §4).
  const storeOf = (c: Context<AppEnv>) => { const id = c.get('store').id; return { id, version: changes.version(id) }; };

  app.post(apiPaths.allCategories, async (c) => {
    await readJson(c, allCategoriesRequest);
    const store = storeOf(c);
    const categories = await getCategories(db, store.id, store.version);
    return c.json({ status: 'true', data: categories.map(categoryToWire) });
  });

  app.post(apiPaths.groupsWithCategories, async (c) => {
    await readJson(c, allGroupsRequest);
    const store = storeOf(c);
    const groups = await getCategoryTree(db, store.id, store.version);
    return c.json(groups.map((g) => ({ group_id: g.id, group_desc: g.name, categories: g.categories.map(categoryToWire) })));
  });

  app.get(apiPaths.homeSections, async (c) => {
    const sections = await getHomeSections(db, c.get('store').id);
    return c.json({
      status: 'true',
      data: sections.map((s) => ({ headerid: s.id, headername: s.name, list_product: s.products.map(productSummaryToWire) })),
    });
  });

  // The body stays the spec's bare array; a page's counts travel in headers (decision 007).
  app.post(apiPaths.productFilters, async (c) => {
    const request = await readJson(c, productListRequest);
    const store = storeOf(c);
    const source: ResultSource = request.type === '' ? { kind: 'search', text: request.search } : { kind: listKinds[request.type], id: request.subcat_id };
    const page = await listingPageOf(db, store.id, source, viewOf(request), store.version);
    return jsonAnswer(c, listingAnswer(page, await browseShelvedByIds(db, store.id, page.ids, store.version, arrivedBy(c))), page.headers);
  });

  app.post(apiPaths.productsByIds, async (c) => {
    const { ids } = await readJson(c, productsByIdsRequest);
    const unique = [...new Set(ids)];
    const store = storeOf(c);
    return jsonAnswer(c, `[${(await browseShelvedByIds(db, store.id, unique, store.version, arrivedBy(c))).map(productSummaryText).join(',')}]`);
  });

  app.post(apiPaths.singleProduct, async (c) => {
    const { search } = await readJson(c, productFiltersRequest);
    const store = storeOf(c);
    const product = search.trim() === '' ? undefined : await browseShelvedBySlug(db, store.id, search, store.version, arrivedBy(c));
    return jsonAnswer(c, product ? singleProductAnswer(product) : '[]');
  });

  return app;
}

function viewOf(request: z.output<typeof productListRequest>): ResultView {
  return {
    sort: request.sort ?? 'featured',
    band: request.price ?? 'all',
    name: request.name ?? '',
    categoryId: request.category_id ?? null,
    offset: request.offset ?? 0,
    limit: request.limit ?? null,
  };
}
