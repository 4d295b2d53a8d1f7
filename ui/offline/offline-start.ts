/**
 * Issue 20 item 5: what the shell loads after the page's load, in one small chunk of its own, so that a first visit
 * of the menu does not grow: the worker's registration and the offline notice.
 */
export { registerStorefrontWorker } from './register-storefront-worker';
export { OfflineNotice } from './offline-notice';
