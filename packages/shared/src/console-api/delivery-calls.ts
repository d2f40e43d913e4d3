import type { ConsoleCallFn } from './transport.ts';
import { deliverySettingsWire, type DeliverySettingsRequest } from './delivery.ts';

/** The delivery settings' calls (issue 18). */
export function deliveryCalls({ call }: { call: ConsoleCallFn }) {
  return {
    deliverySettings: () => call('deliverySettings', deliverySettingsWire),
    deliverySettingsUpdate: (body: DeliverySettingsRequest) => call('deliverySettingsUpdate', deliverySettingsWire, { body }),
  };
}
