import type { Address } from '@haat/shared/api';
import { LoaderCircle, Plus } from '../icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { LazyAddressFormModal, LazyDeleteAddressDialog } from '../address/lazy-address-dialogs.ts';
import { AddressList } from '../address/address-list.tsx';
import { useAddressRemoval } from '../address/use-address-removal.ts';
import { AddressDeliverability } from './address-deliverability.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { buying_delivery_address, buying_processing } from '../../i18n/m/buying.ts';
import { checkout_add_new_address, checkout_show_less, checkout_view_all } from '../../i18n/m/checkout.ts';

/** Spec §9: Add New Address shows "Processing..." for about a second before the form opens. */
const addAddressDelayMs = 1000;

interface DeliveryAddressProps {
  addresses: Address[];
  selectedId: number | null;
  onSelect(id: number): void;
}

/**
 * Checkout's "Delivery Address" (accounts spec §2): the chosen address only unless View All,
 * radio choice, Edit, Remove with the "Delete Address" dialog, and Add New Address. Saving or
 * removing reloads the page's data, so the list is always the server's.
 */
export function DeliveryAddress({ addresses, selectedId, onSelect }: DeliveryAddressProps) {
  const [viewAll, setViewAll] = useState(false);
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);
  const [opening, setOpening] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const removal = useAddressRemoval();
  const locale = useLocale();
  const chosen = addresses.find((a) => a.id === selectedId) ?? addresses[0];
  const shown = viewAll ? addresses : chosen ? [chosen] : [];

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function addNew() {
    setOpening(true);
    timer.current = window.setTimeout(() => {
      setOpening(false);
      setEditing({ address: null });
    }, addAddressDelayMs);
  }

  return (
    <section aria-labelledby="delivery-title" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm md:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="delivery-title" className="text-lg font-bold text-gray-900">{buying_delivery_address({}, { locale })}</h2>
        {addresses.length > 1 && (
          <button type="button" onClick={() => setViewAll((v) => !v)} aria-expanded={viewAll} className="text-sm font-bold text-primary hover:underline">
            {viewAll ? checkout_show_less({}, { locale }) : checkout_view_all({ count: addresses.length }, { locale })}
          </button>
        )}
      </div>
      <div className="mt-3">
        <AddressList
          addresses={shown}
          selectedId={chosen?.id ?? null}
          onSelect={(address) => onSelect(address.id)}
          onEdit={(address) => setEditing({ address })}
          onRemove={removal.askToRemove}
          removingId={removal.removingId}
          legend={buying_delivery_address({}, { locale })}
        />
        {chosen && <AddressDeliverability pincode={chosen.pincode} />}
      </div>
      <button
        type="button"
        onClick={addNew}
        disabled={opening}
        className="mt-3 inline-flex h-11 items-center gap-2 rounded-full border-2 border-primary px-5 text-sm font-bold text-primary transition hover:bg-primary/5 disabled:opacity-70"
      >
        {opening ? <><LoaderCircle className="size-4 animate-spin" aria-hidden /> {buying_processing({}, { locale })}</> : <><Plus className="size-4" aria-hidden /> {checkout_add_new_address({}, { locale })}</>}
      </button>
      <LazyAddressFormModal open={editing !== null} address={editing?.address} onClose={() => setEditing(null)} loginRedirect="/checkout2" />
      <LazyDeleteAddressDialog {...removal.dialog} />
    </section>
  );
}
