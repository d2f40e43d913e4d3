// A valid request for each order call, for the role matrix and the fuzz test.
import { insertOrderRow } from '../../support/order-rows.ts';
import type { ConsoleExamples, ExampleContext } from '../console-support.ts';

const newOrder = ({ db, fx }: ExampleContext) => insertOrderRow(db, { storeId: fx.storeId, productIds: [fx.products.anarkali, fx.products.saree] });

export const orderExamples: ConsoleExamples = {
  orderList: () => ({ query: { state: 'to_accept', q: 'Meera', payment: 'COD', from: '2026-01-01', to: '2030-12-31', limit: '20' } }),
  orderGet: async (context) => ({ params: { id: (await newOrder(context)).orderId } }),
  orderMove: async (context) => ({ params: { id: (await newOrder(context)).orderId }, body: { status: 'accepted' } }),
  orderBulkAccept: async (context) => ({ body: { ids: [(await newOrder(context)).orderId, (await newOrder(context)).orderId] } }),
  orderLineCancel: async (context) => {
    const { orderId, lineIds } = await newOrder(context);
    return { params: { id: orderId, lineId: lineIds[0]! }, body: { reason: 'Out of stock at the supplier' } };
  },
};
