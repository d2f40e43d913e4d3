import { StoreApiError, type OrderPayment, type StoreApi } from '@haat/shared/api';

/** The customer's own order as the payment and confirmation pages show it; null when there is none. */
export async function loadOrderPayment(api: StoreApi, request: Request): Promise<OrderPayment | null> {
  const orderId = Number(new URL(request.url).searchParams.get('order'));
  if (!Number.isInteger(orderId) || orderId <= 0) return null;
  try {
    return await api.getOrderPayment(orderId);
  } catch (error) {
    // Another customer's order answers 404 like a missing one: both are "not found" here.
    if (error instanceof StoreApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
