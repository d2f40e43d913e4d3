/** Where the shopper's PIN is remembered between product pages and visits (this browser only). */
const rememberedKey = 'haat:delivery-pin';

export type DeliveryAnswer =
  | { kind: 'delivers'; message: string; cod: boolean; place: string }
  | { kind: 'refused'; message: string }
  /** The network or the server failed: nothing is known about the PIN. */
  | { kind: 'failed'; message: string };

export function remember(pin: string): void {
  try {
    localStorage.setItem(rememberedKey, pin);
  } catch {
    // Storage off (private mode): it is only a convenience.
  }
}

/** The PIN checked last in this browser, if any. */
export function rememberedPin(): string | null {
  try {
    return localStorage.getItem(rememberedKey);
  } catch {
    return null;
  }
}
