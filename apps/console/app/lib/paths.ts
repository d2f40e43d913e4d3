const here = 'http://console.invalid';

/**
 * Where to go after signing in, as a path inside the console (loaders' redirects are relative to
 * the basename /console): the `next` the sign-in page was given when it is a console address of
 * this site, else the dashboard. Anything else (another site, `//evil`, a storefront page) is
 * ignored, so a crafted link cannot send a fresh session elsewhere.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || next.includes('\\')) return '/';
  const url = new URL(next, here);
  if (url.origin !== here || (url.pathname !== '/console' && !url.pathname.startsWith('/console/'))) return '/';
  const inside = url.pathname.slice('/console'.length) || '/';
  return inside.startsWith('//') ? '/' : inside + url.search;
}
