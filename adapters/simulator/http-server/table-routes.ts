import type { FastifyInstance } from 'fastify';
import { PLATFORM_ROUTES } from '../../platform-api/platform-api';
import type { SimulatorEngine } from '../engine/simulator-engine';

/**
 * browsing 2.5, the hub (the call is ours: the spec names the table's bill, not its path): the table's
 * open bill, else the last one it paid, else none. The table number is bounded by the engine (a whole
 * number, 400 otherwise); an unknown establishment is a 404.
 */
export function registerTableRoutes(app: FastifyInstance, engine: SimulatorEngine): void {
  app.get<{ Querystring: { tableNumber?: string; restaurantToken?: string } }>(PLATFORM_ROUTES.tableBill, async (request, reply) => {
    const bill = engine.tableHubBill(request.query.restaurantToken ?? '', request.query.tableNumber ?? '');
    // A bill changes with every order and payment: never kept by a cache.
    return reply.header('cache-control', 'no-store').send(bill);
  });
}
