import type { OrderPayment } from '@haat/shared/api';
import { MapPin } from '../icons.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { buying_delivery_address, buying_mobile } from '../../i18n/m/buying.ts';

/** The delivery address an order was placed with (its snapshot, not the saved address today). */
export function DeliveredTo({ shipTo, title }: { shipTo: OrderPayment['ship_to']; title?: string }) {
  const locale = useLocale();
  return (
    <div className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4 text-left">
      <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 text-sm text-gray-700">
        <p className="text-xs font-bold tracking-wide text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{title ?? buying_delivery_address({}, { locale })}</p>
        <p className="mt-1 font-bold text-gray-900">{shipTo.name}</p>
        <p>{shipTo.address1}</p>
        <p>{shipTo.address2}</p>
        <p>{shipTo.city}, {shipTo.state} {shipTo.pincode}</p>
        <p className="mt-1">{buying_mobile({ mobile: shipTo.mobile }, { locale })}</p>
      </div>
    </div>
  );
}
