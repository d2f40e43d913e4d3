import { storeLanguagesRequest } from '@haat/shared/console-api';
import { readStoreLanguages, updateStoreLanguages } from '../../services/console/store-languages.ts';
import { answer, contextOf } from './catalogue-handler.ts';
import { readConsoleJson } from './read-console-json.ts';
import type { ConsoleArea } from './router.ts';

/** The storefront's languages (decision 045): the default, and whether Hindi is offered. */
export const storeLanguagesArea: ConsoleArea = (route, deps) => {
  route('storeLanguages', answer(async (c) => readStoreLanguages(deps.db, c.get('store').id)));
  route('storeLanguagesUpdate', answer(async (c) => updateStoreLanguages(contextOf(c, deps), await readConsoleJson(c, storeLanguagesRequest))));
};
