import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true afterwards (and at once on client-side
 * navigations). Forms use it to hand validation from the browser's own checks to ours; parts that
 * only matter once the page runs (the toaster, carousel pages past the first) wait for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
