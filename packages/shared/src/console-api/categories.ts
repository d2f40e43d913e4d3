import { z } from 'zod';
import { rowId, text } from '../api/fields.ts';
import { catalogueMessages as m } from './messages.ts';

const name = (message: string) => text(message).trim().min(1, message).max(80, message);
/** A category tile's own link: a path of this shop or an https address; empty for none. */
const link = text(m.categoryLink).trim().max(500, m.categoryLink)
  .refine((value) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\S*$/.test(value), m.categoryLink)
  .transform((value) => (value === '' ? null : value)).nullable();

export const groupCreateRequest = z.object({ name: name(m.groupName) });
export const groupUpdateRequest = z.object({ name: name(m.groupName) });
export const categoryCreateRequest = z.object({ name: name(m.categoryName), group_id: rowId(m.group), url: link.optional() });
/** Rename, change the link, or move to another group (`group_id`). */
export const categoryUpdateRequest = z.object({ name: name(m.categoryName).optional(), group_id: rowId(m.group).optional(), url: link.optional() });
export const subcategoryCreateRequest = z.object({ name: name(m.subcategoryName), category_id: rowId(m.category) });
/** Rename, or move to another category (`category_id`), taking its products along. */
export const subcategoryUpdateRequest = z.object({ name: name(m.subcategoryName).optional(), category_id: rowId(m.category).optional() });

const counted = { id: z.number(), name: z.string(), sort: z.number(), product_count: z.number() };
export const consoleSubcategory = z.object(counted);
export const consoleCategory = z.object({ ...counted, image: z.string(), url: z.string().nullable(), subcategories: z.array(consoleSubcategory) });
export const consoleGroup = z.object({ ...counted, categories: z.array(consoleCategory) });
/** The category tree with how many products (archived ones too) each level holds. */
export const categoryTreeReply = z.object({ groups: z.array(consoleGroup) });
export type CategoryTree = z.infer<typeof categoryTreeReply>;
export const createdReply = z.object({ id: z.number() });
