import { z } from 'zod';
import type { createConsoleTransport } from './transport.ts';
import {
  consoleProduct, consoleSize, productListReply, type ProductCreateRequest, type ProductListQuery, type ProductUpdateRequest,
} from './products.ts';
import {
  lowStockReply, stockAdjustReply, stockMovementsReply, type StockAdjustRequest,
} from './sizes.ts';

type Transport = ReturnType<typeof createConsoleTransport>;
type Query = Record<string, string | number | undefined>;

/** The console's calls for products, their sizes and stock, and the low-stock list. */
export function productCalls({ call }: Transport) {
  const product = (name: 'productPublish' | 'productUnpublish' | 'productArchive' | 'productRestore' | 'productDuplicate') =>
    (id: number) => call(name, consoleProduct, { params: { id } });
  return {
    productList: (query: ProductListQuery = {}) => call('productList', productListReply, { query: query as Query }),
    productGet: (id: number) => call('productGet', consoleProduct, { params: { id } }),
    productCreate: (body: ProductCreateRequest) => call('productCreate', consoleProduct, { body }),
    productUpdate: (id: number, body: ProductUpdateRequest) => call('productUpdate', consoleProduct, { params: { id }, body }),
    productDuplicate: product('productDuplicate'),
    productPublish: product('productPublish'),
    productUnpublish: product('productUnpublish'),
    productArchive: product('productArchive'),
    productRestore: product('productRestore'),
    sizeCreate: (id: number, body: { label: string; sku?: string | null; stock?: number }) =>
      call('sizeCreate', consoleSize, { params: { id }, body }),
    sizeUpdate: (id: number, sizeId: number, body: { label?: string; sku?: string | null }) =>
      call('sizeUpdate', consoleSize, { params: { id, sizeId }, body }),
    sizeRemove: (id: number, sizeId: number) => call('sizeRemove', z.object({ id: z.number() }), { params: { id, sizeId } }),
    sizeOrder: (id: number, ids: number[]) => call('sizeOrder', z.array(consoleSize), { params: { id }, body: { ids } }),
    stockAdjust: (id: number, sizeId: number, body: StockAdjustRequest) => call('stockAdjust', stockAdjustReply, { params: { id, sizeId }, body }),
    stockMovements: (id: number, after?: string) => call('stockMovements', stockMovementsReply, { params: { id }, query: { after } }),
    lowStock: (after?: string) => call('lowStock', lowStockReply, { query: { after } }),
    lowStockThreshold: (threshold: number) => call('lowStockThreshold', z.object({ threshold: z.number() }), { body: { threshold } }),
  };
}
