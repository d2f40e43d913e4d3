import type { Route } from './+types/settings-home-banners';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { uploadRefusal } from './products-images.ts';

/** One banner picture, sent by the home page screen's uploader (XHR, for its progress bar) to the console API. */
export async function action({ context, request }: Route.ActionArgs) {
  const file = (await request.formData()).get('file');
  if (!(file instanceof Blob)) return Response.json({ ok: false, message: 'Choose a picture to upload.' });
  try {
    await consoleApi(context).bannerUpload(file);
    return Response.json({ ok: true });
  } catch (error) {
    return uploadRefusal(error);
  }
}
