import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADERS, PLATFORM_ROUTES } from '../../platform-api/platform-api';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { SimulatorError } from '../engine/simulator-error';

type GroupQuery = { Querystring: { restaurant_token?: unknown } };

function groupOf(query: { restaurant_token?: unknown }): string {
  const token = query.restaurant_token;
  if (typeof token !== 'string' || token === '') throw new SimulatorError('bad_request', 'restaurant_token (the group) is required', 'restaurant_token');
  return token;
}

/** checkout 7: a group order (POST order/multiRestaurant) and its reading back (ours), answered by the engine. */
export function registerGroupOrderRoutes(app: FastifyInstance, engine: SimulatorEngine): void {
  app.post<GroupQuery>(PLATFORM_ROUTES.placeGroupOrder, async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADERS.key];
    if (Array.isArray(key)) throw new SimulatorError('bad_request', 'one idempotency key per request', 'Idempotency-Key');
    const outcome = engine.placeGroupOrder(groupOf(request.query), request.body, key === undefined ? {} : { idempotencyKey: key });
    if (outcome.replayed) void reply.header(IDEMPOTENCY_HEADERS.replayed, 'true');
    if (outcome.accepted) return { data: outcome.order };
    return reply.code(422).send(outcome.rejection);
  });

  app.get<GroupQuery & { Params: { orderNumber: string } }>(PLATFORM_ROUTES.trackGroupOrder, async (request) =>
    engine.trackGroupOrder(groupOf(request.query), request.params.orderNumber),
  );
}
