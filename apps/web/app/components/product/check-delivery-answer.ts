import { deliveryMessages, isIndianPincode, pinCodeMessages } from '@haat/shared/rules';
import { browserStoreApi } from '../../lib/browser-store-api.ts';
import { remember, rememberedPin, type DeliveryAnswer } from './check-delivery-remembered.ts';
import * as m from '../../i18n/m/product.ts';
import * as e from '../../i18n/m/errors.ts';
import { htmlLang, type Locale } from '../../i18n/locale.ts';

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

/** An answer as Check delivery shows it: the day, the place and cash on delivery, or why not. */
export type ToldAnswer = { tone: 'delivers'; lines: [string, string, string] } | { tone: 'refused'; lines: [string] };

/** "Delivery by Mon, 30 Nov" in the page's language (the server writes the same day in English). */
function deliveryBy(answer: Extract<DeliveryAnswer, { kind: 'delivers' }>, locale: Locale): string {
  if (!answer.day) return answer.message;
  const date = new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${answer.day}T00:00:00Z`));
  return m.product_delivery_by({ date }, { locale });
}

/** Why a PIN was refused, in the page's language; a text the page does not know stays as the server wrote it. */
function refusal({ pin, message }: Extract<DeliveryAnswer, { kind: 'refused' }>, locale: Locale): string {
  if (message === pinCodeMessages.malformed) return e.errors_pin_malformed({}, { locale });
  if (message === pinCodeMessages.unknown(pin)) return e.errors_pin_unknown({ pin }, { locale });
  if (message === deliveryMessages.notServed(pin)) return m.product_pin_not_served({ pin }, { locale });
  return message;
}

/**
 * What the product page's Check delivery says of `pin`, in the page's language: a PIN that is no
 * Indian PIN is refused without asking. Null when the network or the server failed.
 */
export async function tellDelivery(pin: string, locale: Locale): Promise<ToldAnswer | null> {
  const answer: DeliveryAnswer = isIndianPincode(pin) ? await checkDelivery(pin) : { kind: 'refused', pin, message: pinCodeMessages.malformed };
  if (answer.kind === 'failed') return null;
  if (answer.kind === 'refused') return { tone: 'refused', lines: [refusal(answer, locale)] };
  return {
    tone: 'delivers',
    lines: [deliveryBy(answer, locale), m.product_delivery_to({ place: answer.place }, { locale }), answer.cod ? m.product_cod_here({}, { locale }) : m.product_no_cod_here({}, { locale })],
  };
}

/** The PIN checked last in this browser, when it is a real one: checked again on the next product page. */
export function rememberedIndianPin(): string | null {
  const pin = rememberedPin();
  return pin && isIndianPincode(pin) ? pin : null;
}
