import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { useEffect, type ReactNode } from 'react';
import type { Route } from './+types/root';
import { ErrorPage } from './components/error-page.tsx';
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
  return <ErrorPage error={error} />;
}
