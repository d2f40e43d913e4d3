import { z } from 'zod';
import { catalogueMessages } from '@haat/shared/console-api';
import { maxInteger } from '@haat/shared/rules';
import { ConsoleRefusal } from './refusal.ts';

/** A keyset position: the last row's sort value and its id (the tie-break). */
export type Cursor<V> = [value: V, id: number];

/** The opaque `after` of a keyset page: base64url of the JSON `[value, id]`. */
export function encodeCursor<V extends string | number | null>(value: V, id: number): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

const cursorId = z.number().int().min(1).max(maxInteger);

/** Reads an `after` back, checking its value has the sort's type; a forged or stale one is a 400. */
export function decodeCursor<V extends z.ZodType>(after: string, value: V): Cursor<z.output<V>> {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw new ConsoleRefusal('invalid', catalogueMessages.badCursor, { after: catalogueMessages.badCursor });
  }
  const parsed = z.tuple([value, cursorId]).safeParse(json);
  if (!parsed.success) throw new ConsoleRefusal('invalid', catalogueMessages.badCursor, { after: catalogueMessages.badCursor });
  return parsed.data as Cursor<z.output<V>>;
}
