import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { courierTrackingHosts } from '../../../core/domain/tracking/courier-frame';

/**
 * The payment SDKs of the checkout issue (issue 7), by origin. Each one is listed in only the directives
 * its SDK needs; README.md beside this file says why each is there.
 */
const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';
const ADYEN_CHECKOUTSHOPPER = ['https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-test.adyen.com'];
/** Issue 20.1: Adyen's Google Pay component loads Google's pay.js, which frames and calls pay.google.com. */
const GOOGLE_PAY = 'https://pay.google.com';
/** Issue 20.1: Adyen's Apple Pay component loads Apple's SDK where Safari's ApplePaySession is missing. */
const APPLE_PAY_SDK = 'https://applepay.cdn-apple.com';

/** checkout 2: the courier companies the tracking page may frame (core courierTrackingHosts). */
const COURIER_FRAMES = courierTrackingHosts(process.env.COURIER_TRACKING_HOSTS).map((host) => `https://${host}`);

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every answer (issue 5, point 7): our own origin, the inline scripts of
 * index.html by their hash, and the payment SDKs. `'self'` also covers the live socket (ws: to the same
 * host and port, CSP level 3). No 'unsafe-inline': the theme sets CSS custom properties through the
 * CSSOM, which a policy does not restrict.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[], frameAncestors: "'none'" | "'self'"): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes, ...STRIPE_JS, ...ADYEN_CHECKOUTSHOPPER, GOOGLE_PAY, APPLE_PAY_SDK],
    'style-src': ["'self'", ...ADYEN_CHECKOUTSHOPPER],
    // data: is the empty favicon of index.html; Adyen's card fields show brand logos from its CDN.
    'img-src': ["'self'", 'data:', ...ADYEN_CHECKOUTSHOPPER],
    'font-src': ["'self'"],
    'connect-src': ["'self'", STRIPE_API, ...ADYEN_CHECKOUTSHOPPER, GOOGLE_PAY],
    'frame-src': ["'self'", ...STRIPE_JS, STRIPE_HOOKS, ...ADYEN_CHECKOUTSHOPPER, GOOGLE_PAY, ...COURIER_FRAMES],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  };
}

/** `'sha256-…'` of each inline script of a page, so that the policy allows exactly those and no other. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** helmet's options: who may frame a page: nobody, or (the store-locator map, browsing 2.1; the sandbox's pages) pages of our own origin. */
function helmetOptions(inlineHashes: readonly string[], framing: 'deny' | 'sameorigin') {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(inlineHashes, framing === 'deny' ? "'none'" : "'self'"),
    },
    // For browsers older than frame-ancestors.
    xFrameOptions: { action: framing },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // Payment SDKs may open a window of their own (a wallet, a bank's page) and need its answer.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
    // helmet's defaults for the rest: nosniff, Cross-Origin-Resource-Policy same-origin,
    // Strict-Transport-Security (honoured once a TLS front serves the site), X-DNS-Prefetch-Control off.
  };
}

type SecurityHeadersMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * A route's own headers, in its options: framed by our own pages, with the storefront's inline scripts
 * allowed (the store-locator page) or none (the sandbox's pages: their scripts are files).
 */
export function framedByOwnPages(inlineScripts: 'storefront' | 'none'): { config: { securityHeaders: RouteHeaders } } {
  return { config: { securityHeaders: inlineScripts === 'storefront' ? 'sameorigin' : 'sameorigin-no-inline' } };
}

type RouteHeaders = 'sameorigin' | 'sameorigin-no-inline';

/**
 * The security headers on every answer fastify gives (routes, the 404 handler, errors): helmet's middleware,
 * built once for each policy and applied in an `onRequest` hook. @fastify/helmet, which did this before,
 * built helmet's middleware again for every request (parsing the policy's directives each time: about 40 us
 * an answer, issue 17); the headers are the same. Added on the root instance before any scope is
 * registered, so that every scope inherits the hook.
 */
export function registerSecurityHeaders(app: FastifyInstance, inlineHashes: readonly string[]): void {
  const everyAnswer = helmet(helmetOptions(inlineHashes, 'deny'));
  const byRoute: Record<RouteHeaders, SecurityHeadersMiddleware> = {
    sameorigin: helmet(helmetOptions(inlineHashes, 'sameorigin')),
    'sameorigin-no-inline': helmet(helmetOptions([], 'sameorigin')),
  };
  app.addHook('onRequest', (request, reply, done) => {
    const own = (request.routeOptions.config as { securityHeaders?: RouteHeaders }).securityHeaders;
    // helmet's middleware calls its `next` at once, with no error: fastify's `done` is that.
    (own === undefined ? everyAnswer : byRoute[own])(request.raw, reply.raw, done as (error?: unknown) => void);
  });
}

/**
 * The same headers for the answers socket.io gives itself (issue 15: its long-polling transport answers
 * before fastify, so fastify's hook never sees them): helmet's own middleware with the same options, for
 * `io.engine.use`.
 */
export function securityHeadersMiddleware(inlineHashes: readonly string[]): SecurityHeadersMiddleware {
  return helmet(helmetOptions(inlineHashes, 'deny'));
}
