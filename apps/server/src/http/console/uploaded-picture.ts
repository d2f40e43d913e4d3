import type { Context } from 'hono';
import { ImageRefusal, prepareUpload, type PreparedImage } from '../../images/prepare-upload.ts';
import { ApiError } from '../errors.ts';
import { uploadedFile } from './images.ts';
import type { ConsoleEnv } from './router.ts';

/**
 * The one picture of a multipart upload, field `file`, checked by content (the router has limited
 * the body's size), with the bytes as sent for any check of its own; refusals name the field.
 */
export async function uploadedPicture(c: Context<ConsoleEnv>, longSide?: number): Promise<{ image: PreparedImage; sent: Uint8Array }> {
  const sent = await uploadedFile(c);
  try {
    return { image: await prepareUpload(sent, longSide), sent };
  } catch (error) {
    if (error instanceof ImageRefusal) throw new ApiError(error.status, error.message, { file: error.message });
    throw error;
  }
}
