import { deliverySettingsRequest } from '@haat/shared/console-api';
import { readDeliverySettings, updateDeliverySettings } from '../../services/console/delivery-settings.ts';
import { actorOf, answer } from './catalogue-handler.ts';
import { readConsoleJson } from './read-console-json.ts';
import type { ConsoleArea } from './router.ts';

/** The store's delivery settings (issue 18): dispatch PIN, where it delivers, days and COD per zone. */
export const deliveryArea: ConsoleArea = (route, { db, now }) => {
  route('deliverySettings', answer(async (c) => readDeliverySettings(db, c.get('store').id)));
  route('deliverySettingsUpdate', answer(async (c) => updateDeliverySettings(db, actorOf(c), await readConsoleJson(c, deliverySettingsRequest), now())));
};
