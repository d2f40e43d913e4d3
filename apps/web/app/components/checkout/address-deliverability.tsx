import { useEffect, useState } from 'react';
import { CircleAlert } from '../icons.tsx';
import type { DeliveryAnswer } from '../product/check-delivery-remembered.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { checkout_choose_another_address, checkout_no_cod_here } from '../../i18n/m/checkout.ts';

/**
 * Under checkout's chosen address: says at once when the store does not deliver there, or offers
 * no cash on delivery there (issue 18), so the shopper can choose another address before paying;
 * placing the order refuses the same. Asked after first paint, with the product page's code.
 */
export function AddressDeliverability({ pincode }: { pincode: string }) {
  const locale = useLocale();
  const [answer, setAnswer] = useState<{ pincode: string; answer: DeliveryAnswer } | null>(null);

  useEffect(() => {
    let current = true;
    void import('../product/check-delivery-answer.ts')
      .then(({ checkDelivery }) => checkDelivery(pincode))
      .then((found) => { if (current) setAnswer({ pincode, answer: found }); });
    return () => { current = false; };
  }, [pincode]);

  const shown = answer?.pincode === pincode ? answer.answer : null;
  // A failed check says nothing: placing the order checks again.
  if (!shown || shown.kind === 'failed' || (shown.kind === 'delivers' && shown.cod)) return null;
  const text = shown.kind === 'refused' ? checkout_choose_another_address({ message: shown.message }, { locale }) : checkout_no_cod_here({ message: shown.message }, { locale });
  return (
    <p role="status" className={`mt-3 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium ${shown.kind === 'refused' ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-800'}`}>
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />{text}
    </p>
  );
}
