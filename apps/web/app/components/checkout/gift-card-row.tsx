import { Gift } from '../icons.tsx';
import { toast } from '../../lib/toast.ts';

/** Said when Apply Gift Card is pressed: the spec shows the row but no behaviour, and we sell no gift cards. */
export const giftCardsUnavailable = 'Gift cards are not available in this shop yet.';

/** "Have a Gift Card?" with Apply Gift Card (accounts spec §2). */
export function GiftCardRow() {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-4 py-3">
      <Gift className="size-5 shrink-0 text-primary" aria-hidden />
      <p className="flex-1 text-sm font-semibold text-gray-800">Have a Gift Card?</p>
      <button type="button" onClick={() => toast(giftCardsUnavailable)} className="rounded-full border border-primary px-4 py-1.5 text-sm font-bold text-primary transition hover:bg-primary/5">
        Apply Gift Card
      </button>
    </div>
  );
}
