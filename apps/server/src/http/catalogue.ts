import { Hono } from 'hono';
import { allCategoriesRequest, allGroupsRequest, apiPaths, productFiltersRequest, productsByIdsRequest } from '@haat/shared/api';
import { getCategories, getCategoryTree, getHomeSections, getProductBySlug, getProductsByIds, listProducts, listingLimit } from '../services/catalogue.ts';
import { searchProductIds } from '../services/search.ts';
import { readJson } from './body.ts';
import { categoryToWire, productSummaryToWire, productToWire } from './catalogue-wire.ts';
import type { ApiDeps, AppEnv } from './env.ts';

const listKinds = { cat: 'category', subcat: 'subcategory', group: 'group' } as const;

/** GetAllCategory, GetAllGroupWithCategory, GetAllHeaderWithProduct and the two product filter calls. */
export function catalogueRoutes({ db }: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(apiPaths.allCategories, async (c) => {
    await readJson(c, allCategoriesRequest);
    const categories = await getCategories(db, c.get('store').id);
    return c.json({ status: 'true', data: categories.map(categoryToWire) });
  });

  app.post(apiPaths.groupsWithCategories, async (c) => {
    await readJson(c, allGroupsRequest);
    const groups = await getCategoryTree(db, c.get('store').id);
    return c.json(groups.map((g) => ({ group_id: g.id, group_desc: g.name, categories: g.categories.map(categoryToWire) })));
  });

  app.get(apiPaths.homeSections, async (c) => {
    const sections = await getHomeSections(db, c.get('store').id);
    return c.json({
      status: 'true',
      data: sections.map((s) => ({ headerid: s.id, headername: s.name, list_product: s.products.map(productSummaryToWire) })),
    });
  });

  app.post(apiPaths.productFilters, async (c) => {
    const { search, subcat_id: id, type } = await readJson(c, productFiltersRequest);
    const storeId = c.get('store').id;
    if (type === '') {
      const ids = await searchProductIds(db, storeId, search, { limit: listingLimit });
      return c.json((await getProductsByIds(db, storeId, ids)).map(productSummaryToWire));
    }
    const products = await listProducts(db, storeId, { kind: listKinds[type], id });
    return c.json(products.map(productSummaryToWire));
  });

  app.post(apiPaths.productsByIds, async (c) => {
    const { ids } = await readJson(c, productsByIdsRequest);
    const unique = [...new Set(ids)];
    return c.json((await getProductsByIds(db, c.get('store').id, unique)).map(productSummaryToWire));
  });

  app.post(apiPaths.singleProduct, async (c) => {
    const { search } = await readJson(c, productFiltersRequest);
    const product = search.trim() === '' ? undefined : await getProductBySlug(db, c.get('store').id, search);
    return c.json(product ? [productToWire(product)] : []);
  });

  return app;
}
