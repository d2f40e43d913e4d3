import { createContext, use } from 'react';
import { defaultStoreLanguages, type Locale, type StoreLanguages } from './locale.ts';

/**
 * The page's language and the store's language settings. The root Layout provides them from the
 * root loader, which decides the language per request on the server: render workers serve many
 * requests at once, so the language never lives in a module variable. English outside a page
 * (a component rendered on its own in a test).
 */
export const LanguageContext = createContext<{ locale: Locale; languages: StoreLanguages }>({ locale: 'en', languages: defaultStoreLanguages });

/** The page's language, for message functions: `m.shell_cart({}, { locale })`. */
export function useLocale(): Locale {
  return use(LanguageContext).locale;
}

/** The store's language settings: whether the switch shows at all. */
export function useStoreLanguages(): StoreLanguages {
  return use(LanguageContext).languages;
}
