/**
 * The HTTP status of a failed Store API call (a StoreApiError), else null for anything else (a
 * network failure, a bug). Checked by shape rather than `instanceof`: code that every page loads
 * must not import the API package, whose chunk carries zod and every wire schema.
 */
export function apiErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error) || error.name !== 'StoreApiError') return null;
  const status = (error as Error & { status?: unknown }).status;
  return typeof status === 'number' ? status : null;
}
