import type { ConsoleCallFn } from './transport.ts';
import { storeLanguagesWire, type StoreLanguagesRequest } from './store-languages.ts';

/** The storefront's language settings' calls (decision 045). */
export function storeLanguagesCalls({ call }: { call: ConsoleCallFn }) {
  return {
    storeLanguages: () => call('storeLanguages', storeLanguagesWire),
    storeLanguagesUpdate: (body: StoreLanguagesRequest) => call('storeLanguagesUpdate', storeLanguagesWire, { body }),
  };
}
