import type { FastifyInstance } from 'fastify';
import { PLATFORM_ROUTES } from '../../platform-api/platform-api';
import type { SimulatorEngine } from '../engine/simulator-engine';

/**
 * Ours (issue 15.5): GET …/{id}/order_attempts/{idempotencyKey}, read-only. `{ data: { order_number,
 * redirectionUrl } }` when the attempt sent with that key took an order at this establishment (or group),
 * 404 otherwise, 400 for a key out of shape, 429 past the client's rate (engine/order-attempt-lookup.ts).
 */
export function registerOrderAttemptRoute(app: FastifyInstance, engine: SimulatorEngine): void {
  app.get<{ Params: { restaurantId: string; idempotencyKey: string } }>(PLATFORM_ROUTES.orderAttempt, async (request, reply) => {
    const answer = engine.orderAttempts.find(request.params.restaurantId, request.params.idempotencyKey, request.ip);
    if (answer.kind === 'rate_limited') return reply.code(429).header('retry-after', '60').send({ error: 'rate_limited', message: 'too many order attempt lookups, wait a minute' });
    // What an order attempt became changes until it is answered: never kept by a cache.
    return reply.header('cache-control', 'no-store').send({ data: answer.order });
  });
}
