import { Outlet, useRouteLoaderData } from 'react-router';
import type { ConsoleMe } from '@haat/shared/console-api';
import type { Route } from './+types/console-layout';
import { ConsoleShell } from '../components/console-shell.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { menuFor } from '../lib/menu.ts';
import { requireMe } from '../lib/session.server.ts';

/** Every page inside needs a session; signed-out visitors go to sign-in and come back. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { me: await requireMe(context, request) };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { me } = loaderData;
  return <ConsoleShell me={me} menu={menuFor(me.role)}><Outlet /></ConsoleShell>;
}

// A page refused (403) or missing (404) still shows inside the menu, so the way on is visible.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const me = useRouteLoaderData<{ me: ConsoleMe }>('routes/console-layout')?.me;
  if (!me) return <ErrorPage error={error} />;
  return <ConsoleShell me={me} menu={menuFor(me.role)}><ErrorPage error={error} /></ConsoleShell>;
}
