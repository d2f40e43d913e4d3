import type { Route } from './+types/categories-image';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { uploadRefusal } from './products-images.ts';

/** A category's picture, sent by the categories page's uploader and handed to the console API. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const file = (await request.formData()).get('file');
  if (!(file instanceof Blob)) return Response.json({ ok: false, message: 'Choose a picture to upload.' });
  try {
    await consoleApi(context).categoryImage(Number(params.id), file);
    return Response.json({ ok: true });
  } catch (error) {
    return uploadRefusal(error);
  }
}
