/** Why a console call was refused; the HTTP layer turns the kind into a status code. */
export type ConsoleRefusalKind = 'invalid' | 'not-found' | 'conflict';

/** A refusal staff should read, with messages beside the fields they concern; nothing was changed. */
export class ConsoleRefusal extends Error {
  override name = 'ConsoleRefusal';
  readonly kind: ConsoleRefusalKind;
  readonly fields: Record<string, string> | undefined;
  constructor(kind: ConsoleRefusalKind, message: string, fields?: Record<string, string>) {
    super(message);
    this.kind = kind;
    this.fields = fields;
  }
}

/** A 400 naming every bad field; its message is the first field's. */
export function invalidFields(fields: Record<string, string>): ConsoleRefusal {
  return new ConsoleRefusal('invalid', Object.values(fields)[0] ?? 'Invalid request.', fields);
}
