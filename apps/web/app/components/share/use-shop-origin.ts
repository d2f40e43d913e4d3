import { useRouteLoaderData } from 'react-router';
import type { ShellData } from '../../lib/shell.ts';

/**
 * The shop's public origin (PUBLIC_URL or the store's own host, as the server said it and the
 * sitemap names it: decision 039), for the absolute addresses a shared message carries. Outside
 * the shell (a test rendering a part alone) it is the page's own.
 */
export function useShopOrigin(): string {
  const shell = useRouteLoaderData<ShellData>('root');
  return shell?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
