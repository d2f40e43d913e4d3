import { StoreApiError } from '@haat/shared/api';
import { messages, serverMessageOr } from '@haat/shared/rules';

/** Sign-in failures as spec §8 words them; too many attempts (429) keeps the server's own message. */
export function signInProblem(error: unknown): string {
  if (error instanceof StoreApiError) {
    if (error.status === 429) return serverMessageOr(error.message, messages.genericNetworkError);
    if (error.status === 400 || error.status === 401) return messages.loginFailed;
  }
  return messages.genericNetworkError;
}

/**
 * The server's message for a refused request (4xx: "already registered", "link expired", "wait
 * 30 seconds"…), `fallback` for a server failure, and the network text when no answer came.
 */
export function serverProblem(error: unknown, fallback: string): string {
  if (!(error instanceof StoreApiError)) return messages.genericNetworkError;
  return error.status >= 400 && error.status < 500 ? serverMessageOr(error.message, fallback) : fallback;
}

/** The HTTP status an action answers with for a failed call: the server's 4xx, else 502. */
export function problemStatus(error: unknown): number {
  return error instanceof StoreApiError && error.status >= 400 && error.status < 500 ? error.status : 502;
}
