/**
 * Registers the shop's service worker (decision 043) once the page has loaded and the browser is
 * idle, so it never competes with the page's own first requests. Production builds only: in
 * development Vite serves modules no worker should keep. This file is all of it a page carries;
 * the worker and its library load only in the worker.
 */
export function registerShopWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A refused registration (a private window, storage full) leaves the shop as it was.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 2_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
