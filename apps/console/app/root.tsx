import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { useEffect, type ReactNode } from 'react';
import type { Route } from './+types/root';
import './app.css';

export function meta() {
  return [{ title: 'Haat console' }, { name: 'robots', content: 'noindex' }];
}

export function Layout({ children }: { children: ReactNode }) {
  // Marks the page interactive; browser tests wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : 'Something went wrong. Please try again.';
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-sm font-semibold text-brand-600">{status}</p>
      <h1 className="text-xl font-semibold">{message}</h1>
      <a href="/console" className="text-sm font-medium text-brand-600 hover:underline">Back to the console</a>
    </main>
  );
}
