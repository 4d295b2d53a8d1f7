import type { FastifyInstance } from 'fastify';
import { PLATFORM_ROUTES } from '../../platform-api/platform-api';
import type { SimulatorEngine } from '../engine/simulator-engine';

/**
 * Ours (checkout 3 deliveryData latitude, longitude): GET …/address_search?q= answers { addresses } from
 * the offline gazetteer; a query out of bounds is a 400 naming q; a client past its rate gets a 429.
 */
export function registerAddressSearchRoutes(app: FastifyInstance, engine: SimulatorEngine): void {
  app.get<{ Params: { restaurantId: string }; Querystring: { q?: unknown } }>(PLATFORM_ROUTES.addressSearch, async (request, reply) => {
    const answer = engine.searchAddresses(request.params.restaurantId, request.query.q, request.ip);
    if (answer.kind === 'rate_limited') return reply.code(429).header('retry-after', '60').send({ error: 'rate_limited', message: 'too many address searches, wait a minute' });
    return { addresses: answer.addresses };
  });
}
