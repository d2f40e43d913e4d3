import type { ExternalToast, toast as sonnerToast } from 'sonner';
import type { ReactElement } from 'react';

// The toast library is 9 kB gzipped: too much for every page's first load (issue 3's product page
// budget is 160 kB), and no toast can show before the shopper acts anyway. This module is the one
// way the storefront shows toasts: each call waits until the library has loaded and its Toaster is
// mounted (components/lazy-toaster.tsx), then shows the toast, usually a few milliseconds later.

type Sonner = typeof sonnerToast;
type Message = string | ReactElement;

let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The library itself, loaded once; the Toaster component and every call share this import. */
export function loadSonner(): Promise<typeof import('sonner')> {
  return import('sonner');
}

/** Called by the lazy Toaster once it listens: from then on, toasts show at once. */
export function toasterIsMounted(): void {
  markMounted();
}

function whenReady(show: (sonner: Sonner) => void): void {
  // Server rendering never shows toasts.
  if (typeof window === 'undefined') return;
  void Promise.all([loadSonner(), toasterMounted]).then(([{ toast }]) => show(toast));
}

/** The subset of sonner's `toast` the storefront uses, with the same call shapes. */
export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => whenReady((t) => t(message, options)),
  {
    success: (message: Message, options?: ExternalToast) => whenReady((t) => t.success(message, options)),
    error: (message: Message, options?: ExternalToast) => whenReady((t) => t.error(message, options)),
    custom: (render: (id: number | string) => ReactElement, options?: ExternalToast) => whenReady((t) => t.custom(render, options)),
    dismiss: (id?: number | string) => whenReady((t) => t.dismiss(id)),
  },
);
