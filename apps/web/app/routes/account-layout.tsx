import { Outlet, useLocation } from 'react-router';
import type { Route } from './+types/account-layout';
import type { AccountLayoutData } from '../components/account/account-data.ts';
import { AccountBottomBar, AccountDrawer, AccountSidebar } from '../components/account/account-frame-later.tsx';
import { isFooterHiddenOnPhone } from '../components/shell-visibility.ts';
import { isSignedIn, requireSignIn, withSession } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';

export async function loader({ context, request, url }: Route.LoaderArgs): Promise<AccountLayoutData> {
  // /logout is where a sign-out from that page lands: a guest there sees "You are logged out".
  // (`url` is the page's; request.url is the raw data request on client navigations.)
  if (!isSignedIn(request) && /^\/logout\/?$/i.test(url.pathname)) return { signedIn: false, profile: null };
  requireSignIn(request);
  const api = storeApi(context);
  // Loaded once for every account page: a refused token sends the shopper to /login here.
  const profile = await withSession(request, () => api.getProfile()).catch((error: unknown) => {
    if (error instanceof Response) throw error;
    return null;
  });
  return { signedIn: true, profile };
}

/**
 * The account dashboard's frame: a sidebar beside the page on desktop; on phones a menu button
 * opening the same list in a drawer, and a bottom bar fixed to the screen (CSS switches at 768 px).
 */
export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (!loaderData.signedIn) {
    return (
      <div className="mx-auto max-w-7xl px-3 py-6 md:px-6 md:py-10">
        <Outlet />
      </div>
    );
  }
  return (
    // Phones: room below the page for the fixed bottom bar, unless the footer follows (it makes its own).
    <div className={isFooterHiddenOnPhone(pathname) ? 'max-md:pb-20' : ''}>
      <div className="mx-auto grid max-w-7xl gap-4 px-3 py-4 md:grid-cols-[16.5rem_minmax(0,1fr)] md:gap-7 md:px-6 md:py-8">
        <aside className="hidden md:sticky md:top-36 md:block md:self-start">
          <AccountSidebar profile={loaderData.profile} pathname={pathname} />
        </aside>
        <div className="min-w-0">
          <AccountDrawer profile={loaderData.profile} pathname={pathname} />
          <Outlet />
        </div>
      </div>
      <AccountBottomBar pathname={pathname} />
    </div>
  );
}
