import type { Address } from '@haat/shared/api';
import { Plus } from '../components/icons.tsx';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/your-address';
import { LazyAddressFormModal, LazyDeleteAddressDialog } from '../components/address/lazy-address-dialogs.ts';
import { AddressList } from '../components/address/address-list.tsx';
import { useAddressRemoval } from '../components/address/use-address-removal.ts';
import { LoadFailed } from '../components/cart/cart-states.tsx';
import { requireSignIn, withSession } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { logger } from '@haat/shared/log';
import * as m from '../i18n/m/address.ts';
import * as account from '../i18n/m/account.ts';
import { useLocale } from '../i18n/use-locale.ts';

interface SavedAddresses {
  addresses: Address[];
  failed: boolean;
}

export async function loader({ context, request }: Route.LoaderArgs): Promise<SavedAddresses> {
  // An account page: a guest signs in first and comes back here (the account layout does the same).
  requireSignIn(request);
  try {
    return { addresses: await withSession(request, () => storeApi(context).getAddresses()), failed: false };
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error('Loading saved addresses failed', { error });
    return { addresses: [], failed: true };
  }
}

/** Which address the modal edits; null while adding. */
type ModalState = { address: Address | null } | null;

/** /your-address, "Select Delivery Address": saved addresses with Edit and Remove, and Add New Address. */
export default function YourAddressPage({ loaderData }: Route.ComponentProps) {
  const { addresses, failed } = loaderData;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [modal, setModal] = useState<ModalState>(null);
  const removal = useAddressRemoval();
  const revalidator = useRevalidator();
  const locale = useLocale();

  return (
    <section aria-labelledby="your-address-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs font-bold tracking-wider text-primary uppercase [:lang(hi)_&]:tracking-normal">{account.account_nav_addresses({}, { locale })}</p>
          <h1 id="your-address-title" className="mt-1 text-2xl font-extrabold text-gray-900">{m.address_select_delivery({}, { locale })}</h1>
        </div>
        <button
          type="button"
          onClick={() => setModal({ address: null })}
          className="inline-flex h-11 items-center gap-2 rounded-full bg-primary px-5 text-sm font-bold text-white shadow-md shadow-primary/25 transition hover:brightness-110"
        >
          <Plus className="size-4" aria-hidden /> {m.address_add_title({}, { locale })}
        </button>
      </div>

      <div>
        {failed ? (
          <LoadFailed message={m.address_load_failed({}, { locale })} onRetry={() => void revalidator.revalidate()} />
        ) : (
          <AddressList
            addresses={addresses}
            selectedId={selectedId}
            onSelect={(address) => setSelectedId(address.id)}
            onEdit={(address) => setModal({ address })}
            onRemove={removal.askToRemove}
            removingId={removal.removingId}
            legend={m.address_select_delivery({}, { locale })}
          />
        )}
      </div>

      <LazyAddressFormModal open={modal !== null} address={modal?.address} onClose={() => setModal(null)} loginRedirect="/your-address" />
      <LazyDeleteAddressDialog {...removal.dialog} />
    </section>
  );
}
