import { isRouteErrorResponse, type HandleErrorFunction } from 'react-router';
import { logger } from '@haat/shared/log';

/**
 * React Router's error hook for console pages: a refused request (403, 404) is one log line; a
 * page that failed keeps its stack. Aborted requests say nothing.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const where = { method: request.method, path: new URL(request.url).pathname };
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn('A console page refused a request', { ...where, status: error.status });
    return;
  }
  logger.error('A console page failed', { ...where, error });
};
