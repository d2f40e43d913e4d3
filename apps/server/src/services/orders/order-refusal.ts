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
