import { accountCalls } from './account-calls.ts';
import { addressCalls } from './address-calls.ts';
import { cartCalls } from './cart-calls.ts';
import { catalogueCalls } from './catalogue-calls.ts';
import { orderCalls } from './order-calls.ts';
import { pinCodeCalls } from './pin-codes.ts';
import { createCall, createRawGet, type StoreApiOptions } from './transport.ts';

export { StoreApiError, type FetchLike, type StoreApiOptions } from './transport.ts';

/** The typed Store API client: every documented call, returning clean objects. */
export function createStoreApi(options: StoreApiOptions) {
  const call = createCall(options);
  return { ...catalogueCalls(call), ...accountCalls(call), ...addressCalls(call), ...cartCalls(call), ...orderCalls(call, createRawGet(options)), ...pinCodeCalls(call) };
}

export type StoreApi = ReturnType<typeof createStoreApi>;
