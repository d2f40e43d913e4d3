import { z } from 'zod';

export const storeLanguageMessages = {
  defaultLanguage: 'The default language must be English (en) or Hindi (hi).',
  hindiEnabled: 'Say whether Hindi is offered: true or false.',
  hindiDefaultButOff: 'Hindi cannot be the default language while it is turned off.',
} as const;

/** The storefront's languages as the console reads and sends them (decision 045). */
export const storeLanguagesWire = z.object({
  default_language: z.enum(['en', 'hi'], { error: storeLanguageMessages.defaultLanguage }),
  hindi_enabled: z.boolean({ error: storeLanguageMessages.hindiEnabled }),
});
export type StoreLanguagesSettings = z.infer<typeof storeLanguagesWire>;

/** PUT /api/console/store/languages: a store that turns Hindi off is English by default. */
export const storeLanguagesRequest = storeLanguagesWire.refine((s) => s.hindi_enabled || s.default_language === 'en', {
  error: storeLanguageMessages.hindiDefaultButOff,
  path: ['default_language'],
});
export type StoreLanguagesRequest = z.input<typeof storeLanguagesRequest>;
