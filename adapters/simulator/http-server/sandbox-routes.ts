import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isPaymentResult } from '../../../core/domain/payment/payment-providers';
import { PLATFORM_ROUTES } from '../../platform-api/platform-api';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { SimulatorError } from '../engine/simulator-error';
import { cardFieldsPage, parentOriginOf, redirectPage, sandboxLang } from '../sandbox/sandbox-pages';
import { inAppPayment, sandboxPublicKey } from '../sandbox/sandbox-in-app';
import { sandboxWalletsOf } from '../sandbox/sandbox-wallet';
import { walletSheetPage } from '../sandbox/sandbox-wallet-page';
import { framedByOwnPages } from './security-headers';

const asset = (name: string) => readFileSync(fileURLToPath(new URL(`../sandbox/assets/${name}`, import.meta.url)), 'utf8');

type OrderParams = { Params: { orderNumber: string }; Querystring: { lang?: string } };

/**
 * The sandbox payment provider (checkout 4), ours: its hosted card fields (a page the checkout frames),
 * its redirect page, and the platform's "Is order paid" call (checkout 7). Every outcome is decided by
 * the engine; a query string or a storefront's word changes nothing.
 */
export function registerSandboxRoutes(app: FastifyInstance, engine: SimulatorEngine): void {
  const script = asset('card-fields.js');
  const styles = asset('sandbox.css');
  const walletScript = asset('wallet-sheet.js');
  const wallets = sandboxWalletsOf(engine);
  // The card fields are framed by the storefront's pages, on the simulator's own origin.
  const framable = framedByOwnPages('none');

  app.get(PLATFORM_ROUTES.isOrderPaid, async (request) => engine.paymentState((request.params as { orderNumber: string }).orderNumber));
  // Issue 22.2, ours: the storefront gives an unpaid order's payment up (engine/online-order-payments.ts); no body.
  app.post(PLATFORM_ROUTES.giveUpPayment, async (request) => engine.giveUpPayment((request.params as { orderNumber: string }).orderNumber));

  // checkout 7 "Payment public key" and the in-app payment page's order (checkout 2): sandbox-in-app.ts.
  app.get<{ Params: { restaurantId: string; providerId: string } }>(PLATFORM_ROUTES.paymentPublicKey, async (request) => {
    const providerId = Number(request.params.providerId);
    engine.settings(request.params.restaurantId);
    const key = /^\d{1,3}$/.test(request.params.providerId) ? sandboxPublicKey(request.params.restaurantId, providerId) : null;
    if (!key) throw new SimulatorError('not_found', 'no public key for this provider', 'providerId');
    return { id: providerId, public_key: key };
  });
  app.get<{ Params: { restaurantId: string; orderNumber: string }; Querystring: { token?: string } }>(PLATFORM_ROUTES.inAppPayment, async (request) =>
    inAppPayment(engine, request.params.restaurantId, request.params.orderNumber, request.query.token),
  );

  app.get('/sandbox/assets/card-fields.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script));
  app.get('/sandbox/assets/wallet-sheet.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(walletScript));
  app.get('/sandbox/assets/sandbox.css', async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(styles));

  app.get<{ Querystring: { origin?: string; lang?: string } }>('/sandbox/card-fields', framable, async (request, reply) => {
    const parentOrigin = parentOriginOf(request.query.origin);
    if (!parentOrigin) throw new SimulatorError('bad_request', 'origin is the http(s) origin of the page framing the fields', 'origin');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(cardFieldsPage(sandboxLang(request.query.lang), parentOrigin));
  });

  app.post<OrderParams & { Body: Record<string, unknown> | null }>('/sandbox/pay/:orderNumber/card', async (request) => {
    const body = request.body ?? {};
    return engine.payWithCard(request.params.orderNumber, { number: body.number, expiry: body.expiry, cvc: body.cvc });
  });

  // Issue 20.1, ours: the sandbox wallet (sandbox-wallet.ts): which wallets a merchant enabled, its sheet, its payment.
  app.get<{ Params: { restaurantId: string } }>('/sandbox/wallets/:restaurantId', async (request) => ({ wallets: wallets.merchantWallets(request.params.restaurantId) }));
  app.get<OrderParams & { Querystring: { origin?: string } }>('/sandbox/wallet/:orderNumber', framable, async (request, reply) => {
    const parentOrigin = parentOriginOf(request.query.origin);
    if (!parentOrigin) throw new SimulatorError('bad_request', 'origin is the http(s) origin of the page framing the sheet', 'origin');
    const { order, settings, payment } = engine.sandboxOrder(request.params.orderNumber);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(walletSheetPage(sandboxLang(request.query.lang), parentOrigin, order, settings, payment));
  });
  app.post<OrderParams & { Body: Record<string, unknown> | null }>('/sandbox/pay/:orderNumber/wallet', async (request) => {
    const key = request.headers['idempotency-key'];
    return wallets.pay(request.params.orderNumber, request.body ?? {}, typeof key === 'string' ? key : undefined);
  });

  app.get<OrderParams>('/sandbox/pay/:orderNumber', async (request, reply) => {
    const { order, settings, payment } = engine.sandboxOrder(request.params.orderNumber);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(redirectPage(sandboxLang(request.query.lang), order, settings, payment));
  });

  // The redirect page's form: an HTML form posts url-encoded fields; only this route reads them.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post<OrderParams & { Body: Record<string, unknown> | null }>('/sandbox/pay/:orderNumber', async (request, reply) => {
      const result = request.body?.result;
      if (!isPaymentResult(result)) throw new SimulatorError('bad_request', 'result is SUCCESSED, REFUSED or FAILED', 'result');
      return reply.redirect(engine.payByRedirect(request.params.orderNumber, result), 303);
    });
  });
}
