import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTES } from '../admin/simulator-admin';
import type { SimulatorEngine } from '../engine/simulator-engine';

type OrderParams = { Params: { orderNumber: string } };

/** Staging routes (the restaurant's side of an order), under /_simulator/. */
export function registerAdminRoutes(app: FastifyInstance, engine: SimulatorEngine): void {
  app.post<OrderParams>(`/${ADMIN_ROUTES.advance(':orderNumber').replace('%3A', ':')}`, async (request) =>
    engine.advance(request.params.orderNumber),
  );
  app.post<OrderParams>(`/${ADMIN_ROUTES.cancel(':orderNumber').replace('%3A', ':')}`, async (request) =>
    engine.cancel(request.params.orderNumber),
  );
  app.get(`/${ADMIN_ROUTES.establishments}`, async () =>
    engine.establishmentIds().map((id) => ({ id, name: engine.settings(id).restaurant_name })),
  );
}
