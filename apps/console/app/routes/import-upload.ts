import type { Route } from './+types/import-upload';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { uploadRefusal } from './products-images.ts';

/**
 * A CSV (and an optional ZIP of pictures) from the import page, handed to the console API as a
 * dry run: the answer is the job to watch.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const posted = await request.formData();
  const file = posted.get('file');
  if (!(file instanceof Blob) || file.size === 0) return Response.json({ ok: false, message: 'Choose the CSV file to import.' });
  const form = new FormData();
  form.set('file', file, file instanceof File ? file.name : 'products.csv');
  const images = posted.get('images');
  if (images instanceof Blob && images.size > 0) form.set('images', images, images instanceof File ? images.name : 'images.zip');
  form.set('dry_run', 'true');
  try {
    const { job_id } = await consoleApi(context).productImport(form);
    return Response.json({ ok: true, job_id });
  } catch (error) {
    return uploadRefusal(error);
  }
}
