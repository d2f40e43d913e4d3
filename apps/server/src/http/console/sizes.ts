import {
  idsOrderRequest, lowStockQuery, lowStockThresholdRequest, sizeCreateRequest, sizeUpdateRequest, stockAdjustRequest, stockMovementsQuery,
} from '@haat/shared/console-api';
import { listLowStock, setLowStockThreshold } from '../../services/console/low-stock.ts';
import { createSize, orderSizes, removeSize, updateSize } from '../../services/console/sizes.ts';
import { adjustStock, listStockMovements } from '../../services/console/stock.ts';
import { answer, contextOf, readConsoleQuery } from './catalogue-handler.ts';
import { idParam, readConsoleJson } from './read-console-json.ts';
import type { ConsoleArea } from './router.ts';

/** Sizes, stock changes with their history, and the low-stock list. */
export const sizesArea: ConsoleArea = (route, deps) => {
  route('sizeCreate', answer(async (c) => createSize(contextOf(c, deps), idParam(c), await readConsoleJson(c, sizeCreateRequest))));
  route('sizeUpdate', answer(async (c) => updateSize(contextOf(c, deps), idParam(c), idParam(c, 'sizeId'), await readConsoleJson(c, sizeUpdateRequest))));
  route('sizeRemove', answer(async (c) => {
    const sizeId = idParam(c, 'sizeId');
    await removeSize(contextOf(c, deps), idParam(c), sizeId);
    return { id: sizeId };
  }));
  route('sizeOrder', answer(async (c) => orderSizes(contextOf(c, deps), idParam(c), (await readConsoleJson(c, idsOrderRequest)).ids)));
  route('stockAdjust', answer(async (c) => adjustStock(contextOf(c, deps), idParam(c), idParam(c, 'sizeId'), await readConsoleJson(c, stockAdjustRequest))));
  route('stockMovements', answer(async (c) => {
    const { after, limit } = readConsoleQuery(c, stockMovementsQuery);
    return listStockMovements(deps.db, c.get('store').id, idParam(c), after, limit);
  }));
  route('lowStock', answer(async (c) => {
    const { after, limit } = readConsoleQuery(c, lowStockQuery);
    return listLowStock(deps.db, c.get('store').id, after, limit);
  }));
  route('lowStockThreshold', answer(async (c) => ({
    threshold: await setLowStockThreshold(contextOf(c, deps), (await readConsoleJson(c, lowStockThresholdRequest)).threshold),
  })));
};
