import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useEffect, type ReactNode } from 'react';
import type { Route } from './+types/root';
import { loadMe } from './lib/session.server.ts';
import { ErrorPage } from './components/error-page.tsx';
import './app.css';

/** The session's XSRF token for every form of the page (empty when signed out). */
export async function loader({ context }: Route.LoaderArgs) {
  const me = await loadMe(context);
  return { xsrfToken: me?.xsrf_token ?? '' };
}

// The token changes only with the session: after a sign-in, join or sign-out (form posts).
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

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
