import { lazy, Suspense, useEffect } from 'react';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { loadSonner, toasterIsMounted } from '../lib/toast.ts';
import { useHydrated } from './use-hydrated.ts';

// sonner's Toaster, loaded after hydration instead of with the page (see lib/toast.ts).
const Toaster = lazy(() => loadSonner().then(({ Toaster: SonnerToaster }) => ({
  default: function MountedToaster() {
    // Effects run in order among siblings: by the time this one runs, the Toaster listens.
    const locale = useLocale();
    return (
      <>
        {/* Toasts last 3 seconds, as the spec says. */}
        <SonnerToaster
          position="top-center"
          duration={3000}
          richColors
          closeButton
          // sonner's own labels, in the page's language (its hotkey stays Alt+T).
          customAriaLabel={m.shell_notifications({}, { locale })}
          toastOptions={{ closeButtonAriaLabel: m.shell_close_toast({}, { locale }) }}
        />
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
