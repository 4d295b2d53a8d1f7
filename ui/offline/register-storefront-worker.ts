import { Workbox } from 'workbox-window';
import { STOREFRONT_WORKER_URL } from '../../config/storefront-worker-file';
import { addressesToKeep, mayTakeUpdateAt } from './worker-policy';
import { shownCatalogueAddresses } from '../locales/i18n';

let registered = false;

/**
 * Issue 20 item 5: registers the storefront's service worker (config/storefront-service-worker.ts), once, after the
 * page has loaded (ui/app/offline-after-load.tsx). Update policy: a new worker found during a visit waits; at the
 * start of the next visit, unless that visit starts in a checkout, it is told to take over (it then holds the files
 * of the version the page already runs, which the server sent). A checkout never changes worker midway.
 */
export async function registerStorefrontWorker(): Promise<void> {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const firstVisit = navigator.serviceWorker.controller === null;
  const workbox = new Workbox(STOREFRONT_WORKER_URL);
  workbox.addEventListener('waiting', (event) => {
    if (event.wasWaitingBeforeRegister && mayTakeUpdateAt(window.location.pathname)) workbox.messageSkipWaiting();
  });
  try {
    await workbox.register();
    if (!firstVisit) return;
    // The menu, its pictures and texts were fetched before the worker existed: it fetches them again to keep them.
    await workbox.active;
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    // The visitor's texts: the menu's (fetched) and the later pages' (not yet), so that an offline checkout reads.
    const texts = await shownCatalogueAddresses();
    await workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set([...addressesToKeep(loaded, window.location.origin), ...texts])] } });
  } catch (error) {
    // Without a worker the storefront works as before, online only: said in the console, not to the customer.
    console.warn('The storefront works online only: its service worker could not be registered', error);
  }
}
