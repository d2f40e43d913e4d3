import { isRouteErrorResponse, type HandleErrorFunction } from 'react-router';
import { logger } from '@haat/shared/log';

/** The Error inside React Router's own error responses (its typed ErrorResponse leaves it out). */
function causeOf(error: unknown): Error | undefined {
  const cause = (error as { error?: unknown }).error;
  return cause instanceof Error ? cause : undefined;
}

/**
 * React Router's error hook for pages. A request the storefront refuses (a form posted to a page
 * without an action, a page that does not exist) is the client's doing and one log line; a page
 * that failed keeps its stack for whoever fixes it. Aborted requests (the shopper left) say nothing.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const where = { method: request.method, path: new URL(request.url).pathname };
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn('A page refused a request', { ...where, status: error.status, reason: causeOf(error)?.message ?? error.statusText });
    return;
  }
  logger.error('A page failed', { ...where, error: (isRouteErrorResponse(error) && causeOf(error)) || error });
};
