import { z } from 'zod';
import { text } from '../api/fields.ts';

/**
 * Keyset pages (decision 021 §2): `after` is an opaque cursor the server made from the last row
 * it sent, and `limit` is at most 100. The client passes `next` back unread.
 */
export const pageQuery = {
  after: text().max(300).optional(),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100').optional(),
};

/** A page of rows and the cursor of the next page (null on the last). */
export function page<T extends z.ZodType>(row: T) {
  return z.object({ items: z.array(row), next: z.string().nullable() });
}
