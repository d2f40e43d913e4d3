import { StoreApiError, type OrderPayment, type StoreApi } from '@haat/shared/api';
import { isRowId } from '@haat/shared/rules';

/** The customer's own order as the payment and confirmation pages show it; null when there is none. */
export async function loadOrderPayment(api: StoreApi, request: Request): Promise<OrderPayment | null> {
  const orderId = Number(new URL(request.url).searchParams.get('order'));
  // An id no order can have (past 2^31 - 1, say) is not asked about: it is simply not found.
  if (!isRowId(orderId)) return null;
  try {
    return await api.getOrderPayment(orderId);
  } catch (error) {
    // Another customer's order answers 404 like a missing one: both are "not found" here.
    if (error instanceof StoreApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
