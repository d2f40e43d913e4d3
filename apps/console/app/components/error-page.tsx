import { isRouteErrorResponse } from 'react-router';

/** A refused or failed page: the status, the server's message, and a way back. */
export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data
    : status === 404 ? 'This page is not in the console.' : 'Something went wrong. Please try again.';
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-sm font-semibold text-brand-600">{status === 403 ? 'Not allowed' : `Error ${status}`}</p>
      <h1 className="text-xl font-semibold text-slate-900">{message}</h1>
      <a href="/console" className="text-sm font-medium text-brand-600 hover:underline">Back to the console</a>
    </div>
  );
}
