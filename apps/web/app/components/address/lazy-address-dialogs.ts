import { lazyDialog } from '../lazy-dialog.tsx';

/**
 * The address form's modal (your addresses, checkout): the form, its field texts and the states'
 * list are some 7 kB of script a shopper needs only on "Add New Address" or Edit.
 */
export const LazyAddressFormModal = lazyDialog(() => import('./address-form-modal.tsx').then((module) => module.AddressFormModal));

/** "Delete Address?" with the modal it opens in, needed only once a shopper presses Remove. */
export const LazyDeleteAddressDialog = lazyDialog(() => import('./delete-address-dialog.tsx').then((module) => module.DeleteAddressDialog));
