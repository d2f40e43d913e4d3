import { Gift } from '../icons.tsx';
import { toast } from '../../lib/toast.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { checkout_apply_gift_card, checkout_gift_cards_unavailable, checkout_have_gift_card } from '../../i18n/m/checkout.ts';

/** "Have a Gift Card?" with Apply Gift Card (accounts spec §2); pressing it says we sell no gift cards (the spec shows the row but no behaviour). */
export function GiftCardRow() {
  const locale = useLocale();
  return (
    <div className="flex items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-4 py-3">
      <Gift className="size-5 shrink-0 text-primary" aria-hidden />
      <p className="flex-1 text-sm font-semibold text-gray-800">{checkout_have_gift_card({}, { locale })}</p>
      <button type="button" onClick={() => toast(checkout_gift_cards_unavailable({}, { locale: pageLocale() }))} className="rounded-full border border-primary px-4 py-1.5 text-sm font-bold text-primary transition hover:bg-primary/5">
        {checkout_apply_gift_card({}, { locale })}
      </button>
    </div>
  );
}
