import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { isMenuAnswer, isPicture, isStorefrontPage } from '../../config/offline-cache-rules';
import type { OrderingWorld } from '../support/ordering-world';

/** The storefront's own origin, as the service worker sees it (any origin: the rules read the path). */
const OWN_ORIGIN = 'http://127.0.0.1:4173';

type WorkerAnswer = 'keeps the last answer for offline' | 'keeps the picture for offline' | 'answers the page with the shell offline' | 'leaves it to the network';

/** What the worker (config/storefront-service-worker.ts) does with a request, by the rules it routes with. */
function workerAnswer(request: string): WorkerAnswer {
  const match = /^(GET|POST|visit) (\S+)( as a picture)?$/.exec(request);
  if (!match) throw new Error(`"${request}": write "GET|POST|visit <address>[ as a picture]"`);
  const [, verb, address, picture] = match;
  const url = new URL(address ?? '', OWN_ORIGIN);
  if (verb === 'visit') return isStorefrontPage(url, 'navigate', OWN_ORIGIN) ? 'answers the page with the shell offline' : 'leaves it to the network';
  const method = verb ?? 'GET';
  if (isMenuAnswer(url, method, OWN_ORIGIN)) return 'keeps the last answer for offline';
  if (isPicture(url, method, picture ? 'image' : '')) return 'keeps the picture for offline';
  return 'leaves it to the network';
}

/** The request each scenario asked about. */
const asked = new WeakMap<OrderingWorld, string>();

When('the storefront asks {string}', function (this: OrderingWorld, request: string) {
  asked.set(this, request);
});

Then(/^the service worker (keeps the last answer for offline|keeps the picture for offline|answers the page with the shell offline|leaves it to the network)$/, function (this: OrderingWorld, expected: string) {
  const request = asked.get(this);
  if (request === undefined) throw new Error('ask a request first: When the storefront asks "GET /..."');
  assert.equal(workerAnswer(request), expected, request);
});
