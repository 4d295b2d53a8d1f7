import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CATALOGUE_CACHE, MENU_CACHE, PICTURE_CACHE, isCatalogue, isMenuAnswer, isPicture, isStorefrontPage } from './offline-cache-rules';
// accounts 2 (issue 19): the same worker shows the platform's pushes; one scope holds one worker.
import '../adapters/push/push-service-worker';

/**
 * Issue 20 item 5: the storefront's service worker, built by vite-plugin-pwa (injectManifest) into
 * dist/storefront-service-worker.js. What it keeps and why is in docs/architecture.md ("Offline"):
 * - the shell: the build's files (precached at install; index.html answers a page visit made offline);
 * - the menu's answers, network first, the last one seen of each establishment when the network fails;
 * - pictures, cache first, bounded in number and age;
 * - the visitor's text catalogues, cache first (issue 21: 70 files, too many to keep at install).
 * Orders, payments, accounts and tracking match no route: the network answers them or they fail, never a cache.
 *
 * Update: a new worker waits (no skipWaiting at install). The page tells it to take over when a visit starts
 * outside checkout (ui/offline/register-storefront-worker.ts), so a checkout never changes worker midway.
 */

interface WorkerScope {
  readonly __WB_MANIFEST: (string | PrecacheEntry)[];
  readonly location: { readonly origin: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

const worker = self as unknown as WorkerScope;

// Written `self.__WB_MANIFEST` so that the build finds where to put the list of the shell's files.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) => isStorefrontPage(url, request.mode, worker.location.origin),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      // Offline: the shell; it asks for the menu's answers, which come from the cache below.
      const shell = await matchPrecache('index.html');
      if (shell) return shell;
      throw error;
    }
  },
);

/** A cache of the worker: the answers of these statuses, bounded in number and age (offline-cache-rules). */
function keptIn(cache: { readonly name: string; readonly maxEntries: number; readonly maxAgeSeconds: number }, statuses: number[]) {
  return {
    cacheName: cache.name,
    plugins: [new CacheableResponsePlugin({ statuses }), new ExpirationPlugin({ maxEntries: cache.maxEntries, maxAgeSeconds: cache.maxAgeSeconds, purgeOnQuotaError: true })],
  };
}

registerRoute(
  ({ url, request }) => isMenuAnswer(url, request.method, worker.location.origin),
  new NetworkFirst(keptIn(MENU_CACHE, [200])),
);

registerRoute(
  ({ url, request }) => isCatalogue(url, request.method, worker.location.origin),
  new CacheFirst(keptIn(CATALOGUE_CACHE, [200])),
);

registerRoute(
  ({ url, request }) => isPicture(url, request.method, request.destination),
  // 0: a picture of another host without CORS headers (opaque), which an <img> shows all the same.
  new CacheFirst(keptIn(PICTURE_CACHE, [0, 200])),
);

// The page asks a waiting worker to take over when a visit starts outside checkout.
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

// A worker that takes over controls the open pages at once, so that what they load next is kept.
clientsClaim();
