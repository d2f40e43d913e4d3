import { orderBulkAcceptRequest, orderLineCancelRequest, orderListQuery, orderMoveRequest } from '@haat/shared/console-api';
import { listOrders } from '../../services/console/order-list.ts';
import { sellerCancelLine } from '../../services/console/order-line-cancel.ts';
import { afterOrderMove, moveOrder } from '../../services/console/order-moves.ts';
import { readOrder } from '../../services/console/order-read.ts';
import { ConsoleRefusal } from '../../services/console/refusal.ts';
import { mailOriginOf } from '../mail-origin.ts';
import { actorOf, answer, readConsoleQuery } from './catalogue-handler.ts';
import { idParam, readConsoleJson } from './read-console-json.ts';
import type { ConsoleArea } from './router.ts';


/** Orders from acceptance to delivery: the list, an order, its moves, bulk accept and the seller's cancellations. */
export const ordersArea: ConsoleArea = (route, deps) => {
  const { db, publicUrl } = deps;

  route('orderList', answer(async (c) => listOrders(db, c.get('store').id, readConsoleQuery(c, orderListQuery))));

  route('orderGet', answer(async (c) => readOrder(db, c.get('store').id, idParam(c))));

  route('orderMove', answer(async (c) => {
    const id = idParam(c);
    const input = await readConsoleJson(c, orderMoveRequest);
    const trackUrl = input.status === 'shipped' ? `${await mailOriginOf(c, db, c.get('store').id, publicUrl, 'A tracking link')}/track?order=${id}` : null;
    // The shopper's mail is queued with the move, in its transaction (decision 031).
    const moved = await moveOrder(db, actorOf(c), id, input, deps.now(), { trackUrl });
    await afterOrderMove(deps, moved);
    return readOrder(db, c.get('store').id, id);
  }));

  route('orderBulkAccept', answer(async (c) => {
    const { ids } = await readConsoleJson(c, orderBulkAcceptRequest);
    const accepted: number[] = [];
    const refused: Array<{ id: number; message: string }> = [];
    // One transaction per order: an order that cannot be accepted leaves the others accepted.
    for (const id of new Set(ids)) {
      try {
        await moveOrder(db, actorOf(c), id, { status: 'accepted' }, deps.now());
        accepted.push(id);
      } catch (error) {
        if (!(error instanceof ConsoleRefusal)) throw error;
        refused.push({ id, message: error.message });
      }
    }
    return { accepted, refused };
  }));

  route('orderLineCancel', answer(async (c) => {
    const id = idParam(c);
    const input = await readConsoleJson(c, orderLineCancelRequest);
    await sellerCancelLine(deps, actorOf(c), id, idParam(c, 'lineId'), input);
    return readOrder(db, c.get('store').id, id);
  }));
};
