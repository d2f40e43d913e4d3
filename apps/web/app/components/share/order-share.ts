import { statusLabel } from '@haat/shared/rules';

/**
 * An order's news as the shopper may share it: the shop, the order number, its status and the
 * order's tracking page. Nothing else of the order (no address, phone or items): what the
 * shopper sends is theirs to choose, so the message carries only what they see in it.
 */
export function orderShareText(order: { orderId: number; status: string; storeName: string; trackUrl: string }): string {
  return `My order #${order.orderId} from ${order.storeName.trim()}: ${statusLabel(order.status)}.\nTrack it: ${order.trackUrl}`;
}
