import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAccountRefusal } from '../../../core/ports/account-gateway';
import { ACCESS_TOKEN_HEADER } from '../../platform-api/account-api';
import { ORDER_HISTORY_ROUTE } from '../../platform-api/order-history-api';
import type { SimulatorEngine } from '../engine/simulator-engine';

type HistoryRequest = FastifyRequest<{ Params: { restaurantId: string }; Querystring: Record<string, unknown> }>;

/** accounts 7, Get order list (our path): 401 `{ error: not_connected }` without a valid session. */
export function registerOrderHistoryRoutes(app: FastifyInstance, engine: SimulatorEngine): void {
  app.get(ORDER_HISTORY_ROUTE, (request: HistoryRequest, reply) => {
    const token = request.headers[ACCESS_TOKEN_HEADER];
    try {
      return reply.send(engine.customerOrders(request.params.restaurantId, typeof token === 'string' && token.length <= 200 ? token : undefined, request.query));
    } catch (error) {
      if (!isAccountRefusal(error)) throw error;
      return reply.code(error.kind === 'accounts_disabled' ? 403 : 401).send({ error: error.kind, message: error.kind });
    }
  });
}
