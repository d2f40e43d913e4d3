import { logoPreviewOf, themePreviewOf } from '@haat/shared/api';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { Route } from './+types/root';
import { useFollowPlainLinks } from './components/follow-links.tsx';
import { LazyToaster } from './components/lazy-toaster.tsx';
import { pageHydrated, serverHtmlUntilLoaded } from './components/server-html-until-loaded.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { useHydrated } from './components/use-hydrated.ts';
import { loadShell } from './lib/load-shell.server.ts';
import { menuGroups, type ShellData } from './lib/shell.ts';
import { addressLanguage, canonicalPath, noIndex, seoLinks } from './lib/seo-links.ts';
import { withCookies } from './lib/session.server.ts';
import { storeApi } from './lib/store-api-context.server.ts';
import { brandingImageUrl, themeCss } from './lib/theme.ts';
import { pageSeo } from './lib/seo-words.server.ts';
import { loadSeoWords, seoDescription, seoTitle, seoWordsFor } from './lib/seo-words.ts';
import { ShopStateProvider } from './state/shop-state.tsx';
import { HreflangLinks } from './i18n/hreflang-links.tsx';
import { defaultStoreLanguages, htmlLang, type PageLanguage } from './i18n/locale.ts';
import { requestLocale } from './i18n/locale.server.ts';
import { pageLocale } from './i18n/page-locale.ts';
import { LanguageContext } from './i18n/use-locale.ts';
// The one stylesheet (styles.css says why it is linked by hand, not through <Links />).
import stylesUrl from './styles.css?url';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { shell: withoutLocale, setCookies: shellCookies } = await loadShell(storeApi(context), request);
  // The page's language, decided per request (decision 045); ?lang= also sets the cookie.
  const languages = withoutLocale.branding.languages ?? defaultStoreLanguages;
  const language = requestLocale(request, languages);
  // The page's title and description, made here, travel with the shell (seo-words.server.ts).
  const seo = pageSeo(language.locale, { pathname: new URL(request.url).pathname, host: withoutLocale.host, storeName: withoutLocale.branding.name, groups: menuGroups(withoutLocale) });
  const loaded = { ...withoutLocale, locale: language.locale, languages, seo };
  const setCookies = [...shellCookies, ...language.setCookies];
  // The console's live preview: colours not yet published, for this page only (server/handler.ts keeps it out of caches).
  const url = new URL(request.url);
  const preview = themePreviewOf(url);
  const logo = logoPreviewOf(url);
  const shell = preview || logo
    ? { ...loaded, theme: preview ?? loaded.theme, branding: logo ? { ...loaded.branding, logo } : loaded.branding }
    : loaded;
  // Set-Cookie from the root loader reaches the browser on document and data requests alike.
  return setCookies.length === 0 ? shell : data(shell, { headers: withCookies(setCookies) });
}

// Branding, theme and menu change rarely: do not reload them on every client navigation.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

// The titles and descriptions of the pages a shopper goes on to are loaded when idle, not with the
// page; a navigation in the moment before waits for them, so its title is never a wrong page's.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await seoWordsFor(pageLocale()).catch(() => {});
    await next();
  },
];

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return [
    { title: seoTitle(loaderData, location.pathname, loaderData?.host ?? '') },
    // Pages without a meta of their own inherit this one; the product page writes its own.
    { name: 'description', content: seoDescription(loaderData, location.pathname, loaderData?.branding.name ?? '', menuGroups(loaderData)) },
    // The page's canonical address, or noindex for the shopper's own pages and error pages (decision 039).
    ...(error ? [noIndex] : seoLinks(loaderData?.origin, canonicalPath(location.pathname), addressLanguage(location.search, loaderData?.languages))),
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<ShellData & Partial<PageLanguage>>('root');
  const favicon = shell ? brandingImageUrl(shell.branding.favicon) : undefined;
  const language = { locale: shell?.locale ?? 'en', languages: shell?.languages ?? defaultStoreLanguages } as const;
  // Marks the page interactive once the parts kept as the server's HTML with buttons of their own
  // have taken over (server-html-until-loaded.tsx); browser tests wait for it before clicking.
  useEffect(pageHydrated, []);
  // The shop's plain links go through the router (follow-links.tsx), on error pages too.
  useFollowPlainLinks();
  // The titles and descriptions of the pages a shopper goes on to.
  useEffect(() => loadSeoWords(language.locale), [language.locale]);
  return (
    <LanguageContext value={language}>
    <html lang={htmlLang(language.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {shell && <style>{themeCss(shell.theme)}</style>}
        {favicon && <link rel="icon" href={favicon} />}
        {/* Installing the shop (decision 043): its manifest, and the phone's bar in its colour. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        {shell && <meta name="theme-color" content={shell.theme.primary} />}
        <link rel="stylesheet" href={stylesUrl} precedence="default" />
        <Meta />
        <Links />
        <HreflangLinks origin={shell?.origin} />
      </head>
      <body className="min-h-screen bg-[var(--theme-background)] text-[var(--theme-text)] antialiased">
        <ShopStateProvider
          initialCart={shell?.cart ?? []}
          cartSource={shell?.cartSource ?? 'guest'}
          cartNotice={shell?.cartNotice ?? null}
          initialWishlist={shell?.wishlist ?? []}
        >
          {children}
        </ShopStateProvider>
        <LazyToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
    </LanguageContext>
  );
}

// Neither is in a page's first scripts (decision 050): the footer is the server's HTML until the
// shopper moves on, the button shows only once the shopper has scrolled.
const SiteFooter = serverHtmlUntilLoaded(() => import('./components/site-footer.tsx').then((module) => module.SiteFooter));
const ScrollToTopButton = lazy(() => import('./components/scroll-to-top-button.tsx').then((module) => ({ default: module.ScrollToTopButton })));

export default function App({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader shell={loaderData} />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter shell={loaderData} />
      {hydrated && (
        <Suspense fallback={null}>
          <ScrollToTopButton />
        </Suspense>
      )}
    </div>
  );
}

// The shop's error page: the server's HTML, its code not in every page's first scripts (decision 050).
const ShellFallback = serverHtmlUntilLoaded(() => import('./components/shell-fallback.tsx').then((module) => module.ShellFallback));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV && !(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return <ShellFallback error={error} />;
}
