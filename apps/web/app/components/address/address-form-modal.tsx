import type { Address } from '@haat/shared/api';
import { useId } from 'react';
import { AddressForm } from './address-form.tsx';
import { ModalDialog, ModalHeader } from '../modal-dialog.tsx';
import * as m from '../../i18n/m/address.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface AddressFormModalProps {
  open: boolean;
  /** The address being edited; null or absent when adding. */
  address?: Address | null;
  /** Closed: by OK after saving, Cancel, the close button or Escape. */
  onClose(): void;
  /** Where the Login link returns to, for a shopper whose session is gone. */
  loginRedirect?: string;
}

/**
 * "Add New Address" / "Edit Address" in a modal (accounts spec §2). The page behind reloads its
 * data when the save succeeds (the router revalidates after an action), so OK only closes.
 */
export function AddressFormModal({ open, address, onClose, loginRedirect }: AddressFormModalProps) {
  const id = useId();
  const locale = useLocale();
  const title = address ? m.address_edit_title({}, { locale }) : m.address_add_title({}, { locale });
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={`${id}-title`} className="max-w-2xl">
      <ModalHeader titleId={`${id}-title`} title={title} onClose={onClose} closeLabel={m.address_close({}, { locale })} />
      <div className="px-5 pt-4 pb-5 md:px-6 md:pb-6">
        {/* A fresh form (and fetcher) per address, so no earlier answer lingers. */}
        <AddressForm key={address?.id ?? 'new'} address={address} onDone={onClose} onCancel={onClose} loginRedirect={loginRedirect} />
      </div>
    </ModalDialog>
  );
}
