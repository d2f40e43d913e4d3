/** Where the shopper's PIN is remembered between product pages and visits (this browser only). */
const rememberedKey = 'haat:delivery-pin';

export type DeliveryAnswer =
  /** `day` (YYYY-MM-DD) is shown in the page's language; the server's English `message` only without it. */
  | { kind: 'delivers'; day: string | null; message: string; cod: boolean; place: string }
  /** Why not, as the Store API (or the PIN check before asking) says it in English. */
  | { kind: 'refused'; pin: string; message: string }
  /** The network or the server failed: nothing is known about the PIN. */
  | { kind: 'failed' };

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
