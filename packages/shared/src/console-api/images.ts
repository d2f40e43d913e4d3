import { z } from 'zod';
import { rowId } from '../api/fields.ts';
import { imageMessages as m } from './messages.ts';

/** A product holds at most this many pictures: the gallery, not an archive. */
export const maxProductImages = 20;
/** The largest file a console upload may send (the router refuses a larger body first). */
export const maxImageUploadBytes = 16 * 1024 * 1024;
/** What the console's file picker offers; the server checks the content, never the name or type. */
export const acceptedImageTypes = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'], 'image/avif': ['.avif'] } as const;

/** One picture of a product; `file` is its storage name, shown through `/uploads/<name>-<size>.webp`. */
export const consoleProductImage = z.object({
  id: z.number(),
  file: z.string(),
  sort: z.number(),
  main: z.boolean(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  bytes: z.number().nullable(),
});
export type ConsoleProductImage = z.infer<typeof consoleProductImage>;

/** A product's pictures after a change, main one first. */
export const productImagesReply = z.object({ images: z.array(consoleProductImage) });
/** The picture just uploaded, and the product's pictures with it. */
export const imageUploadReply = z.object({ image: consoleProductImage, images: z.array(consoleProductImage) });
/** The new order: every picture of the product, each once, main one first. */
export const imageOrderRequest = z.object({ ids: z.array(rowId(m.orderIncomplete)).min(1, m.orderIncomplete).max(maxProductImages, m.orderIncomplete) });
/** A category's new picture. */
export const categoryImageReply = z.object({ id: z.number(), image: z.string() });
