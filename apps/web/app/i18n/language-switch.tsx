import { useLocation } from 'react-router';
import { addressIn, type Locale } from './locale.ts';
import { useLocale, useStoreLanguages } from './use-locale.ts';

// Each language names itself, in its own script, so a shopper who reads only one finds it.
const names: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The language switch (header and footer): a plain link to this page's address in the other
 * language. The server sets the cookie on that request and renders it in the new language, so it
 * works without JavaScript; it reloads the document because the root data (the shell) carries
 * the language and is not refetched on client navigations.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const { hindiEnabled } = useStoreLanguages();
  const { pathname, search } = useLocation();
  if (!hindiEnabled) return null;
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  return (
    <a
      href={addressIn(other, pathname, search)}
      hrefLang={other === 'hi' ? 'hi-IN' : 'en-IN'}
      lang={other === 'hi' ? 'hi-IN' : 'en-IN'}
      data-testid="language-switch"
      className={`whitespace-nowrap underline-offset-4 hover:underline ${className}`}
    >
      {names[other]}
    </a>
  );
}
