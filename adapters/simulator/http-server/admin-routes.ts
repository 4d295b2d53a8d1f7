import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTE_PATTERNS } from '../admin/simulator-admin';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { SimulatorError } from '../engine/simulator-error';
import type { OwnAddress } from './staging-guard';
import { stagingGuard } from './staging-guard';

type OrderParams = { Params: { orderNumber: string } };
type ProductParams = { Params: { restaurantId: string; productId: string }; Body: Record<string, unknown> | null };

function productId(raw: string): number {
  if (!/^\d+$/.test(raw)) throw new SimulatorError('bad_request', 'the product id is a number', 'productId');
  return Number(raw);
}

/**
 * Staging routes (the restaurant's side of an order), under /_simulator/, each behind the staging guard
 * (staging-guard.ts): no web page can call them.
 */
export async function registerAdminRoutes(app: FastifyInstance, engine: SimulatorEngine, address: () => OwnAddress | null): Promise<void> {
  app.addHook('onRequest', stagingGuard(address));
  app.post<OrderParams>(ADMIN_ROUTE_PATTERNS.advance, async (request) =>
    engine.advance(request.params.orderNumber),
  );
  app.post<OrderParams>(ADMIN_ROUTE_PATTERNS.cancel, async (request) =>
    engine.cancel(request.params.orderNumber),
  );
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
  app.post(ADMIN_ROUTE_PATTERNS.reset, async () => {
    engine.reset();
    return { ok: true };
  });
  app.get(ADMIN_ROUTE_PATTERNS.clientLogs, async () => engine.clientLogsSoFar());
  app.get(ADMIN_ROUTE_PATTERNS.establishments, async () =>
    engine.establishmentIds().map((id) => ({ id, name: engine.settings(id).restaurant_name })),
  );
}
