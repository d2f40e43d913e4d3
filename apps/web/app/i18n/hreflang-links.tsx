import { useLocation } from 'react-router';
import { canonicalPath } from '../lib/seo-links.ts';
import { addressIn, htmlLang, locales } from './locale.ts';

/**
 * `<link rel="alternate" hreflang>` for a page anyone may find: its address in each language
 * (`?lang=en`, `?lang=hi`) and the plain address as x-default, where the server picks from the
 * cookie and the browser (decision 045). None for the shopper's own pages (no canonical either).
 */
export function HreflangLinks({ origin }: { origin: string | undefined }) {
  const { pathname } = useLocation();
  const path = canonicalPath(pathname);
  if (!origin || path === null) return null;
  return (
    <>
      {locales.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={htmlLang(locale)} href={`${origin}${addressIn(locale, path, '')}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
    </>
  );
}
