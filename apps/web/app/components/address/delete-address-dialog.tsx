import { Trash2 } from '../icons.tsx';
import { useId } from 'react';
import { ModalDialog } from '../modal-dialog.tsx';
import * as e from '../../i18n/m/errors.ts';
import * as m from '../../i18n/m/address.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface DeleteAddressDialogProps {
  open: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** "Delete Address": are you sure? Cancel or Confirm (accounts spec §2, Checkout). */
export function DeleteAddressDialog({ open, onCancel, onConfirm }: DeleteAddressDialogProps) {
  const id = useId();
  const locale = useLocale();
  return (
    <ModalDialog open={open} onClose={onCancel} role="alertdialog" labelledBy={`${id}-title`} describedBy={`${id}-text`} closeOnBackdrop className="max-w-sm">
      <div className="p-6 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <Trash2 className="size-6" aria-hidden />
        </span>
        <h2 id={`${id}-title`} className="mt-4 text-lg font-bold">{e.errors_delete_address_title({}, { locale })}</h2>
        <p id={`${id}-text`} className="mt-1.5 text-sm text-gray-600">{e.errors_delete_address_question({}, { locale })}</p>
        <div className="mt-6 grid grid-cols-2 gap-3">
          {/* Focus starts on the harmless choice. */}
          <button type="button" data-autofocus onClick={onCancel} className="h-11 rounded-full border border-gray-300 bg-white text-sm font-bold text-gray-800 transition hover:bg-gray-50">
            {m.address_cancel({}, { locale })}
          </button>
          <button type="button" onClick={onConfirm} className="h-11 rounded-full bg-red-600 text-sm font-bold text-white shadow-md shadow-red-600/25 transition hover:bg-red-700">
            {m.address_confirm({}, { locale })}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
