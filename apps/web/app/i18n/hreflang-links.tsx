import { useLocation } from 'react-router';
import { canonicalPath } from '../lib/seo-links.ts';
import { addressIn, htmlLang, locales } from './locale.ts';
import { useStoreLanguages } from './use-locale.ts';

/**
 * `<link rel="alternate" hreflang>` for a page anyone may find: its address in each language
 * (`?lang=en`, `?lang=hi`) and the plain address as x-default, where the server picks from the
 * cookie and the browser (decision 045). Each of the three is canonical to itself (`seoLinks`), and
 * the sitemap lists them with the same alternates. None for the shopper's own pages (no canonical
 * either), nor in a store without Hindi, whose every address is the one English page.
 */
export function HreflangLinks({ origin }: { origin: string | undefined }) {
  const { pathname } = useLocation();
  const { hindiEnabled } = useStoreLanguages();
  const path = canonicalPath(pathname);
  if (!origin || path === null || !hindiEnabled) return null;
  return (
    <>
      {locales.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={htmlLang(locale)} href={`${origin}${addressIn(locale, path, '')}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
    </>
  );
}
