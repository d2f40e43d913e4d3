import {
  auditQuery, categoryCreateRequest, categoryUpdateRequest, groupCreateRequest, groupUpdateRequest, idsOrderRequest,
  subcategoryCreateRequest, subcategoryUpdateRequest,
} from '@haat/shared/console-api';
import { listAudit } from '../../services/console/audit-list.ts';
import {
  createCategoryLevel, orderCategoryLevel, removeCategoryLevel, updateCategoryLevel,
} from '../../services/console/categories.ts';
import { loadCategoryTree } from '../../services/console/category-tree.ts';
import { answer, contextOf, readConsoleQuery } from './catalogue-handler.ts';
import { idParam, readConsoleJson } from './read-console-json.ts';
import type { ConsoleArea } from './router.ts';

/** Category groups, categories and subcategories (their images are the images area's), and the audit log. */
export const categoriesArea: ConsoleArea = (route, deps) => {
  const ctx = (c: Parameters<typeof contextOf>[0]) => contextOf(c, deps);
  route('categoryTree', answer(async (c) => loadCategoryTree(deps.db, c.get('store').id)));
  route('groupCreate', answer(async (c) => createCategoryLevel(ctx(c), 'group', await readConsoleJson(c, groupCreateRequest))));
  route('groupUpdate', answer(async (c) => updateCategoryLevel(ctx(c), 'group', idParam(c), await readConsoleJson(c, groupUpdateRequest))));
  route('groupRemove', answer(async (c) => removeCategoryLevel(ctx(c), 'group', idParam(c))));
  route('groupOrder', answer(async (c) => orderCategoryLevel(ctx(c), 'group', null, (await readConsoleJson(c, idsOrderRequest)).ids)));
  route('categoryCreate', answer(async (c) => createCategoryLevel(ctx(c), 'category', await readConsoleJson(c, categoryCreateRequest))));
  route('categoryUpdate', answer(async (c) => updateCategoryLevel(ctx(c), 'category', idParam(c), await readConsoleJson(c, categoryUpdateRequest))));
  route('categoryRemove', answer(async (c) => removeCategoryLevel(ctx(c), 'category', idParam(c))));
  route('categoryOrder', answer(async (c) => orderCategoryLevel(ctx(c), 'category', idParam(c), (await readConsoleJson(c, idsOrderRequest)).ids)));
  route('subcategoryCreate', answer(async (c) => createCategoryLevel(ctx(c), 'subcategory', await readConsoleJson(c, subcategoryCreateRequest))));
  route('subcategoryUpdate', answer(async (c) => updateCategoryLevel(ctx(c), 'subcategory', idParam(c), await readConsoleJson(c, subcategoryUpdateRequest))));
  route('subcategoryRemove', answer(async (c) => removeCategoryLevel(ctx(c), 'subcategory', idParam(c))));
  route('subcategoryOrder', answer(async (c) => orderCategoryLevel(ctx(c), 'subcategory', idParam(c), (await readConsoleJson(c, idsOrderRequest)).ids)));
  route('auditLog', answer(async (c) => listAudit(deps.db, c.get('store').id, readConsoleQuery(c, auditQuery))));
};
