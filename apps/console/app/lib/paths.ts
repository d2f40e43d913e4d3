const here = 'http://console.invalid';

/**
 * The dashboard's path. Not the basename itself: a client navigation to /console fetches
 * /console.data, which the session cookie (Path=/console) does not reach, since a cookie's path
 * covers only itself and what lies under `/console/`. /console just redirects here.
 */
export const homePath = '/home';

/**
 * Where to go after signing in, as a path inside the console (loaders' redirects are relative to
 * the basename /console): the `next` the sign-in page was given when it is a console address of
 * this site, else the dashboard. Anything else (another site, `//evil`, a storefront page) is
 * ignored, so a crafted link cannot send a fresh session elsewhere.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || next.includes('\\')) return homePath;
  const url = new URL(next, here);
  if (url.origin !== here || !url.pathname.startsWith('/console/')) return homePath;
  const inside = url.pathname.slice('/console'.length);
  return inside === '/' || inside.startsWith('//') ? homePath : inside + url.search;
}
