import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { useOpenedOnce } from '../use-opened-once.ts';
import { loadWhenIdle } from '../when-idle.ts';

const loadDialog = () => import('./delete-address-dialog.tsx');
const DeleteAddressDialog = lazy(() => loadDialog().then((module) => ({ default: module.DeleteAddressDialog })));

/**
 * "Delete Address?" (your addresses, checkout), fetched once the page is idle instead of with it,
 * with the modal it opens in; nothing is rendered until it first opens (decision 050).
 */
export function LazyDeleteAddressDialog(props: ComponentProps<typeof DeleteAddressDialog>) {
  const opened = useOpenedOnce(props.open);
  useEffect(() => loadWhenIdle(loadDialog), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DeleteAddressDialog {...props} />
    </Suspense>
  );
}
