import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTE_PATTERNS } from '../admin/simulator-admin';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { SimulatorError } from '../engine/simulator-error';
import { readStagedOrderOutcome } from '../engine/staged-order-outcome';
import { readLimitChange } from '../engine/limit-settings';
import type { OrderStatusName } from '../store/simulator-store';
import type { OwnAddress } from './staging-guard';
import { stagingGuard } from './staging-guard';
import { inAppPaymentLink } from '../sandbox/sandbox-in-app';
import { STAGED_PAYMENTS } from '../admin/simulator-admin';
import type { StagedPayment } from '../admin/simulator-admin';

type OrderParams = { Params: { reference: string }; Querystring: { restaurant?: string } };
type ProductParams = { Params: { restaurantId: string; productId: string }; Body: Record<string, unknown> | null };
type ExportParams = {
  Params: { restaurantId: string };
  Querystring: { since?: string; status?: string; after_placed_at?: string; after_order?: string; limit?: string };
};

const ORDER_STATUSES: readonly OrderStatusName[] = ['awaiting_payment', 'sent', 'validated', 'ready', 'picked_up', 'delivered', 'canceled'];
const MAX_EXPORT_PAGE = 1_000;

function productId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new SimulatorError('bad_request', 'the product id is a number', 'productId');
  return Number(raw);
}

function instant(raw: string | undefined, field: string): string | undefined {
  if (raw === undefined) return undefined;
  const time = Date.parse(raw);
  if (raw.length > 40 || Number.isNaN(time)) throw new SimulatorError('bad_request', 'expected an ISO date and time', field);
  return new Date(time).toISOString();
}

function statuses(raw: string | undefined): OrderStatusName[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  const names = raw.split(',');
  const unknown = names.find((name) => !ORDER_STATUSES.includes(name as OrderStatusName));
  if (unknown !== undefined || names.length > ORDER_STATUSES.length) {
    throw new SimulatorError('bad_request', `a status is one of ${ORDER_STATUSES.join(', ')}`, 'status');
  }
  return names as OrderStatusName[];
}

function pageSize(raw: string | undefined): number {
  if (raw === undefined) return 100;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_EXPORT_PAGE) {
    throw new SimulatorError('bad_request', `limit is 1 to ${MAX_EXPORT_PAGE}`, 'limit');
  }
  return Number(raw);
}

/**
 * Staging routes (the restaurant's side of an order, and support's export), under /_simulator/, each
 * behind the staging guard (staging-guard.ts): no web page can call them.
 */
export async function registerAdminRoutes(app: FastifyInstance, engine: SimulatorEngine, address: () => OwnAddress | null): Promise<void> {
  app.addHook('onRequest', stagingGuard(address));
  app.post<OrderParams>(ADMIN_ROUTE_PATTERNS.advance, async (request) => engine.advance(request.params.reference, request.query.restaurant));
  app.post<OrderParams>(ADMIN_ROUTE_PATTERNS.cancel, async (request) => engine.cancel(request.params.reference, request.query.restaurant));
  app.post<OrderParams & { Body: Record<string, unknown> | null }>(ADMIN_ROUTE_PATTERNS.pay, async (request) => {
    const result = request.body?.result;
    if (!STAGED_PAYMENTS.includes(result as StagedPayment)) throw new SimulatorError('bad_request', `result is one of ${STAGED_PAYMENTS.join(', ')}`, 'result');
    return engine.stagePayment(request.params.reference, result as StagedPayment, request.query.restaurant);
  });
  app.get<OrderParams>(ADMIN_ROUTE_PATTERNS.resolve, async (request) => {
    const order = engine.resolveOrder(request.params.reference, request.query.restaurant);
    return { order_number: order.orderNumber, restaurant_id: order.restaurantId, display_order_number: order.displayNumber };
  });
  app.get<ExportParams>(ADMIN_ROUTE_PATTERNS.exportOrders, async (request) => {
    const { query } = request;
    const since = instant(query.since, 'since');
    const afterPlacedAt = instant(query.after_placed_at, 'after_placed_at');
    const wanted = statuses(query.status);
    return engine.exportOrders({
      restaurantId: request.params.restaurantId,
      limit: pageSize(query.limit),
      ...(since !== undefined && { since }),
      ...(wanted !== undefined && { statuses: wanted }),
      ...(afterPlacedAt !== undefined && query.after_order !== undefined && { after: { placedAt: afterPlacedAt, orderNumber: query.after_order } }),
    });
  });
  app.post<ProductParams>(ADMIN_ROUTE_PATTERNS.stock, async (request) => {
    const value = request.body?.number_available;
    if (value !== null && typeof value !== 'number') throw new SimulatorError('bad_request', 'number_available is a number or null', 'number_available');
    engine.setStock(request.params.restaurantId, productId(request.params.productId), value);
    return { ok: true };
  });
  app.post<ProductParams>(ADMIN_ROUTE_PATTERNS.price, async (request) => {
    const value = request.body?.price;
    if (typeof value !== 'number') throw new SimulatorError('bad_request', 'price is a number of cents', 'price');
    engine.setPrice(request.params.restaurantId, productId(request.params.productId), value);
    return { ok: true };
  });
  app.post<{ Params: { restaurantId: string }; Body: unknown }>(ADMIN_ROUTE_PATTERNS.nextOrderOutcome, async (request) => {
    engine.stageNextOrderOutcome(request.params.restaurantId, readStagedOrderOutcome(request.body));
    return { ok: true };
  });
  app.post<{ Params: { restaurantId: string }; Body: Record<string, unknown> | null }>(ADMIN_ROUTE_PATTERNS.closed, async (request) => {
    const closed = request.body?.closed;
    if (typeof closed !== 'boolean') throw new SimulatorError('bad_request', 'closed is true or false', 'closed');
    engine.setClosed(request.params.restaurantId, closed);
    return { ok: true };
  });
  app.post<{ Params: { restaurantId: string }; Body: Record<string, unknown> | null }>(ADMIN_ROUTE_PATTERNS.busy, async (request) => {
    // Issue 20.3: the engine bounds the minutes (0 to MAX_BUSY_MINUTES); anything but a number is refused here.
    const minutes = request.body?.minutes;
    if (typeof minutes !== 'number') throw new SimulatorError('bad_request', 'minutes is a whole number of minutes', 'minutes');
    engine.setBusy(request.params.restaurantId, minutes);
    return { ok: true };
  });
  app.post<{ Params: { restaurantId: string }; Body: unknown }>(ADMIN_ROUTE_PATTERNS.limits, async (request) => {
    engine.setLimit(request.params.restaurantId, readLimitChange(request.body));
    return { ok: true };
  });
  app.post(ADMIN_ROUTE_PATTERNS.reset, async () => {
    engine.reset();
    return { ok: true };
  });
  // Issue 7: the link the platform gives an app to pay an order in the in-app payment page (checkout 2).
  app.get<OrderParams>('/_simulator/orders/:reference/in-app-payment-link', async (request) => inAppPaymentLink(engine, request.params.reference, request.query.restaurant));
  app.get(ADMIN_ROUTE_PATTERNS.clientLogs, async () => engine.clientLogsSoFar());
  app.get(ADMIN_ROUTE_PATTERNS.receiptRequests, async () => engine.receiptRequestsSoFar());
  app.get(ADMIN_ROUTE_PATTERNS.roomDirectoryClicks, async () => engine.roomDirectoryClicksSoFar());
  app.get(ADMIN_ROUTE_PATTERNS.productEvents, async () => engine.productEventsSoFar());
  // accounts 2: the reset links the "e-mails" would carry, for tests and QA.
  app.get(ADMIN_ROUTE_PATTERNS.passwordResets, async () => engine.accounts.passwordResets());
  app.get(ADMIN_ROUTE_PATTERNS.establishments, async () =>
    engine.establishmentIds().map((id) => ({ id, name: engine.settings(id).restaurant_name })),
  );
}
