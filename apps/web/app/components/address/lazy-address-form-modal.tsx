import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { useOpenedOnce } from '../use-opened-once.ts';
import { loadWhenIdle } from '../when-idle.ts';

const loadModal = () => import('./address-form-modal.tsx');
const AddressFormModal = lazy(() => loadModal().then((module) => ({ default: module.AddressFormModal })));

/**
 * The address form's modal (your addresses, checkout), fetched once the page is idle instead of
 * with it: the form, its field texts and the states' list are some 7 kB of script a shopper
 * needs only on "Add New Address" or Edit, and by then it is there. Nothing is rendered until the
 * modal first opens.
 */
export function LazyAddressFormModal(props: ComponentProps<typeof AddressFormModal>) {
  const opened = useOpenedOnce(props.open);
  useEffect(() => loadWhenIdle(loadModal), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AddressFormModal {...props} />
    </Suspense>
  );
}
