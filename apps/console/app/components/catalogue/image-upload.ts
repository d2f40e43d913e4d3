import { consoleXsrfHeader } from '@haat/shared/console-api';

/** What an upload resource route answers: ok, or the API's message. */
export interface UploadAnswer { ok: boolean; message?: string; job_id?: number; file?: string }

/**
 * Sends a form to a console resource route with XHR (fetch cannot report upload progress),
 * carrying the session's XSRF token as a header since a multipart body is never read for it.
 */
export function uploadForm(url: string, form: FormData, xsrfToken: string, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader(consoleXsrfHeader, xsrfToken);
    xhr.upload.addEventListener('progress', (event) => event.lengthComputable && onProgress(event.loaded / event.total));
    xhr.addEventListener('load', () => {
      try {
        resolve(JSON.parse(xhr.responseText) as UploadAnswer);
      } catch {
        resolve({ ok: false, message: xhr.status === 413 ? 'This file is too large to upload.' : `The upload failed (${xhr.status}). Try again.` });
      }
    });
    xhr.addEventListener('error', () => resolve({ ok: false, message: 'The connection dropped. Try again.' }));
    xhr.send(form);
  });
}

/** One file under `file`, as the picture uploads send it. */
export function uploadFile(url: string, file: File, xsrfToken: string, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('file', file, file.name);
  return uploadForm(url, form, xsrfToken, onProgress);
}
