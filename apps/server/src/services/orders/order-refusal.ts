/** Why an order call was refused; the HTTP layer turns the kind into a status code. */
export type OrderRefusalKind = 'invalid' | 'not-found' | 'conflict' | 'unavailable';

/** A refusal the shopper should read (its message is shown as it is); nothing was changed. */
export class OrderRefusal extends Error {
  override name = 'OrderRefusal';
  readonly kind: OrderRefusalKind;
  constructor(kind: OrderRefusalKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

/** The largest value a 32-bit `integer` column holds (ids, and money in paise). */
export const maxInteger = 2_147_483_647;

/** Whether an id can name a row at all; PostgreSQL would refuse a larger one with an error. */
export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= maxInteger;
}
