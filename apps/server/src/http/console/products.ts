import { productCreateRequest, productListQuery, productUpdateRequest, catalogueMessages } from '@haat/shared/console-api';
import { loadConsoleProduct } from '../../services/console/product-read.ts';
import { listProducts } from '../../services/console/product-list.ts';
import { moveProduct, type ProductMove } from '../../services/console/product-status.ts';
import { createProduct, duplicateProduct, updateProduct } from '../../services/console/products.ts';
import { ConsoleRefusal } from '../../services/console/refusal.ts';
import { answer, contextOf, readConsoleQuery } from './catalogue-handler.ts';
import { idParam, readConsoleJson } from './read-console-json.ts';
import type { ConsoleArea } from './router.ts';

const moves = { productPublish: 'publish', productUnpublish: 'unpublish', productArchive: 'archive', productRestore: 'restore' } as const satisfies Record<string, ProductMove>;

/** Products: the list, the editor's reads and writes, duplicates and the product's life (decision 021 §2). */
export const productsArea: ConsoleArea = (route, deps) => {
  route('productList', answer(async (c) => listProducts(deps.db, c.get('store').id, readConsoleQuery(c, productListQuery))));
  route('productGet', answer(async (c) => {
    const product = await loadConsoleProduct(deps.db, c.get('store').id, idParam(c));
    if (!product) throw new ConsoleRefusal('not-found', catalogueMessages.productNotFound);
    return product;
  }));
  route('productCreate', answer(async (c) => createProduct(contextOf(c, deps), await readConsoleJson(c, productCreateRequest))));
  route('productUpdate', answer(async (c) => updateProduct(contextOf(c, deps), idParam(c), await readConsoleJson(c, productUpdateRequest))));
  route('productDuplicate', answer(async (c) => duplicateProduct(contextOf(c, deps), idParam(c))));
  for (const [call, move] of Object.entries(moves) as Array<[keyof typeof moves, ProductMove]>) {
    route(call, answer(async (c) => moveProduct(contextOf(c, deps), idParam(c), move)));
  }
};
