/// <reference lib="webworker" />
// The shop's service worker (decision 043), built by scripts/build-service-worker.ts into
// build/client/sw.js with the list of files to precache put in place of self.__SW_MANIFEST.
import {
  CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, StaleWhileRevalidate,
  type PrecacheEntry, type RouteMatchCallback, type SerwistGlobalConfig,
} from 'serwist';
import { cacheRuleOf, offlinePagePath, type CacheRule } from '../app/pwa/cache-rules.ts';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const day = 24 * 60 * 60;
const when = (rule: CacheRule): RouteMatchCallback => ({ request }) => cacheRuleOf(request, self.location.origin) === rule;
// Only whole, successful answers are kept: never an error page or an opaque answer.
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

const serwist = new Serwist({
  // The name @serwist/build looks for and replaces with the list.
  // oxlint-disable-next-line no-underscore-dangle
  precacheEntries: self.__SW_MANIFEST,
  // A new worker takes over at once; it never claims pages already open (they keep their files).
  skipWaiting: true,
  clientsClaim: false,
  runtimeCaching: [
    {
      matcher: when('build-file'),
      handler: new CacheFirst({ cacheName: 'haat-build-files', plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * day, purgeOnQuotaError: true })] }),
    },
    {
      matcher: when('picture'),
      handler: new CacheFirst({ cacheName: 'haat-pictures', plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 14 * day, purgeOnQuotaError: true })] }),
    },
    {
      matcher: when('shop-identity'),
      handler: new StaleWhileRevalidate({ cacheName: 'haat-shop', plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 8 })] }),
    },
    // Pages are never stored: the network's answer, or the offline page (fallbacks below).
    { matcher: when('page'), handler: new NetworkOnly() },
  ],
  fallbacks: { entries: [{ url: offlinePagePath, matcher: ({ request }) => request.mode === 'navigate' }] },
});

// The offline page shows the shop's name and colours from its manifest: keep a copy from the start.
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open('haat-shop').then((cache) => cache.add('/manifest.webmanifest')).catch(() => undefined));
});

serwist.addEventListeners();
