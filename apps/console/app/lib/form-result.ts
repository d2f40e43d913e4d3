import { ConsoleApiError } from '@haat/shared/console-api';

/** What an action gives its form back: the server's message, its per-field messages, or success. */
export interface FormResult {
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
  /** Which form on the page answered (a page may hold several). */
  form?: string;
  /** The API's status when it refused (409: someone else changed it first). */
  status?: number;
}

/**
 * Runs an action's API work and turns a refusal (400, 403, 404, 409, 429) into the form's
 * message and field messages; anything else (a 500, a bug) still throws to the error page.
 */
export async function formResult(form: string, work: () => Promise<string | undefined>): Promise<FormResult> {
  try {
    const message = await work();
    return { ok: true, form, ...(message ? { message } : {}) };
  } catch (error) {
    if (error instanceof ConsoleApiError && error.status < 500 && error.status !== 401) {
      return { ok: false, form, message: error.message, fields: error.fields, status: error.status };
    }
    throw error;
  }
}
