import { ConsoleApiError } from '@haat/shared/console-api';
import type { Route } from './+types/products-images';
import { consoleApi } from '../lib/console-api-context.server.ts';

/** A refusal the uploader shows beside the file; anything else is a server fault. */
export function uploadRefusal(error: unknown): Response {
  if (error instanceof ConsoleApiError && error.status < 500) {
    return Response.json({ ok: false, message: error.message }, { status: error.status === 401 ? 401 : 200 });
  }
  throw error;
}

/**
 * One picture of a product, sent by the editor's uploader (XHR, for its progress bar) and
 * handed to the console API, which checks it by content and answers the product's pictures.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const file = form.get('file');
  if (!(file instanceof Blob)) return Response.json({ ok: false, message: 'Choose a picture to upload.' });
  try {
    const { images } = await consoleApi(context).imageUpload(Number(params.id), file);
    return Response.json({ ok: true, count: images.length });
  } catch (error) {
    return uploadRefusal(error);
  }
}
