import { isCatalogue, isMenuAnswer, isPicture } from '../../config/offline-cache-rules';

/**
 * Issue 20 item 5: the two decisions the page makes about the storefront's service worker, as plain functions.
 */

/** The paths where an order is being made or paid (checkout 2 and 4): a new worker never takes over there. */
const CHECKOUT_PATH = /^\/[^/]+\/(validation|checkout|order-validation|order-validated|payment-in-app|paymentError|bankReturn|waitingOrder|confirmation|groupCheckout|hub)(\/|$)/;

/** A new version of the storefront waits for the next visit that does not start in the middle of a checkout. */
export function mayTakeUpdateAt(pathname: string): boolean {
  return !CHECKOUT_PATH.test(pathname);
}

/**
 * On the very first visit the page asked for the menu and its pictures before any worker was there: the addresses
 * the worker should fetch again to keep them (the menu's answers and the pictures of the page's own origin; any other
 * host's pictures are kept the next time the page shows them). Bounded: a long menu shows hundreds of pictures.
 */
export function addressesToKeep(loaded: readonly string[], ownOrigin: string, limit = 200): string[] {
  const kept = new Set<string>();
  for (const address of loaded) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    if (url.origin !== ownOrigin) continue;
    if (isMenuAnswer(url, 'GET', ownOrigin) || isPicture(url, 'GET', '') || isCatalogue(url, 'GET', ownOrigin)) kept.add(url.href);
    if (kept.size >= limit) break;
  }
  return [...kept];
}
