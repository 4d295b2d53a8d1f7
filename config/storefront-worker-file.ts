/**
 * Issue 20 item 5: the storefront's one service worker, at the root of the site so that its scope is the whole
 * storefront. The build writes it (config/vite.config.ts, from config/storefront-service-worker.ts), the page
 * registers it after load (ui/offline/register-storefront-worker.ts) and the presenter's push registration
 * registers the same file (config/browser-push.ts): one origin scope has one worker, so it does both jobs.
 */
export const STOREFRONT_WORKER_FILE = 'storefront-service-worker.js';

/** Its address, on the page's own origin (CSP `worker-src 'self'`). */
export const STOREFRONT_WORKER_URL = `/${STOREFRONT_WORKER_FILE}`;
