import type { Route } from './+types/settings-branding-image';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { uploadRefusal } from './products-images.ts';

/**
 * The shop's logo or favicon (`:which`), sent by the branding page's uploader and handed to the
 * console API. A logo answers its stored file, for the preview and the next publish; a favicon is live at once.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const file = (await request.formData()).get('file');
  if (!(file instanceof Blob)) return Response.json({ ok: false, message: 'Choose a picture to upload.' });
  const api = consoleApi(context);
  try {
    if (params.which === 'favicon') {
      await api.storeFavicon(file);
      return Response.json({ ok: true });
    }
    return Response.json({ ok: true, file: (await api.storeLogo(file)).file });
  } catch (error) {
    return uploadRefusal(error);
  }
}
