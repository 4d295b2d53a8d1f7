import type { FastifyInstance } from 'fastify';
import { TABLE_ROUTES } from '../../platform-api/table-api';
import type { SimulatorEngine } from '../engine/simulator-engine';

/**
 * checkout 7 and browsing 2.5: the table's bill. The table number is bounded by the engine (a whole number,
 * 400 otherwise); an unknown establishment is a 404.
 */
export function registerTableRoutes(app: FastifyInstance, engine: SimulatorEngine): void {
  app.get<{ Querystring: { tableNumber?: string; restaurantToken?: string } }>(TABLE_ROUTES.currentTransaction, async (request) =>
    engine.tableTransaction(request.query.restaurantToken ?? '', request.query.tableNumber ?? ''),
  );
  // checkout 7, "Order status by transaction": data stays null while the platform validates the order.
  app.get<{ Querystring: { t?: string; s?: string } }>(TABLE_ROUTES.transactionOrderStatus, async (request) => ({
    data: engine.transactionOrderStatus(request.query.t ?? '', request.query.s ?? ''),
  }));
  // browsing 2.5, the hub (the call is ours: the spec names the table's bill, not its path): the open bill,
  // else the last one the table paid, else none. It changes with every order and payment: never cached.
  app.get<{ Querystring: { tableNumber?: string; restaurantToken?: string } }>(TABLE_ROUTES.bill, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(engine.tableHubBill(request.query.restaurantToken ?? '', request.query.tableNumber ?? '')),
  );
}
