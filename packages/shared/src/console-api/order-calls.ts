import type { ConsoleCallFn } from './transport.ts';
import {
  consoleOrder, orderBulkAcceptReply, orderListReply, type OrderLineCancelRequest, type OrderListQuery, type OrderMoveRequest,
} from './orders.ts';

/** The orders screens' calls: the list with its tabs, an order, its moves, bulk accept and a seller's cancellation. */
export function orderCalls({ call }: { call: ConsoleCallFn }) {
  return {
    orderList: (query: OrderListQuery = {}) => call('orderList', orderListReply, { query }),
    orderGet: (id: number) => call('orderGet', consoleOrder, { params: { id } }),
    orderMove: (id: number, body: OrderMoveRequest) => call('orderMove', consoleOrder, { params: { id }, body }),
    orderBulkAccept: (ids: number[]) => call('orderBulkAccept', orderBulkAcceptReply, { body: { ids } }),
    orderLineCancel: (id: number, lineId: number, body: OrderLineCancelRequest) => call('orderLineCancel', consoleOrder, { params: { id, lineId }, body }),
  };
}
