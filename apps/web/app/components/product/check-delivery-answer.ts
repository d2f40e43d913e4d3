import { browserStoreApi } from '../../lib/browser-store-api.ts';
import { remember, type DeliveryAnswer } from './check-delivery-remembered.ts';

/**
 * Check delivery's work, loaded only when a shopper checks (or comes back with a remembered PIN):
 * asks the Store API what the store promises this PIN and remembers the PIN once it is a real one.
 */
export async function checkDelivery(pin: string): Promise<DeliveryAnswer> {
  try {
    const api = await browserStoreApi();
    const answer = await api.getDeliveryEstimate(pin);
    remember(pin);
    return answer.delivers
      ? { kind: 'delivers', day: answer.delivery_by, message: answer.message, cod: answer.cod, place: `${answer.city}, ${answer.state}` }
      : { kind: 'refused', pin, message: answer.message };
  } catch (error) {
    const refused = error instanceof Error && 'status' in error && (error.status === 400 || error.status === 404);
    return refused ? { kind: 'refused', pin, message: error.message } : { kind: 'failed' };
  }
}
