import { lazy, Suspense, useEffect } from 'react';
import { loadSonner, toasterIsMounted } from '../lib/toast.ts';
import { useHydrated } from './use-hydrated.ts';

// sonner's Toaster, loaded after hydration instead of with the page (see lib/toast.ts).
const Toaster = lazy(() => loadSonner().then(({ Toaster: SonnerToaster }) => ({
  default: function MountedToaster() {
    // Effects run in order among siblings: by the time this one runs, the Toaster listens.
    return (
      <>
        {/* Toasts last 3 seconds, as the spec says. */}
        <SonnerToaster position="top-center" duration={3000} richColors closeButton />
        <MountSignal />
      </>
    );
  },
})));

function MountSignal() {
  useEffect(toasterIsMounted, []);
  return null;
}

/** The page's toast area: nothing in the server's HTML, the real Toaster once the page runs. */
export function LazyToaster() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
