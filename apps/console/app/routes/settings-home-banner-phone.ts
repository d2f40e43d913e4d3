import type { Route } from './+types/settings-home-banner-phone';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { uploadRefusal } from './products-images.ts';

/** A banner's phone picture, sent by its card's uploader (XHR, for its progress bar) to the console API, which checks it. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const file = (await request.formData()).get('file');
  if (!(file instanceof Blob)) return Response.json({ ok: false, message: 'Choose a picture to upload.' });
  try {
    await consoleApi(context).bannerPhoneUpload(Number(params.id), file);
    return Response.json({ ok: true });
  } catch (error) {
    return uploadRefusal(error);
  }
}
