declare const packedValue: unique symbol;

/**
 * A value a page's data carries as its JSON text. React Router encodes loader data with
 * turbo-stream, which spends about a microsecond on every value, on every render; as text, a
 * big plain value (the category menu, the similar products) is one value, and JSON writes and
 * reads it in a fraction of that. Only for JSON-safe data: no Dates, Maps, promises or undefined.
 */
export type Packed<T> = string & { readonly [packedValue]: T };

export const pack = <T>(value: T): Packed<T> => JSON.stringify(value) as Packed<T>;

export const unpack = <T>(text: Packed<T>): T => JSON.parse(text) as T;
