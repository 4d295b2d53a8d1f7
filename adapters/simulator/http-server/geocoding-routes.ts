import { DateTime } from 'luxon';
import type { FastifyInstance } from 'fastify';
import { SimulatorPlaceSearch } from '../address/place-search';

/**
 * Ours (browsing 2.12 and 7: "Address autocomplete and map tiles: a maps service"): the store locator's
 * geocoder, answered from the simulator's own gazetteer, so that nothing outside is reached. Under /api/, so
 * that an unknown path answers a JSON 404, never the storefront's page.
 */
export const GEOCODING_ROUTES = { autocomplete: '/api/geocoding/autocomplete' } as const;

/**
 * GET /api/geocoding/autocomplete?q=&countries=FR,MC answers { places }: at most 6 places of FR, MC, CH, BE
 * and RE. A q out of its bounds or a country outside the five is a 400 naming its field; a client past its
 * rate (per address, on the wall clock) gets a 429.
 */
export function registerGeocodingRoutes(app: FastifyInstance, search: SimulatorPlaceSearch = new SimulatorPlaceSearch({ now: () => DateTime.now() })): void {
  app.get<{ Querystring: { q?: unknown; countries?: unknown } }>(GEOCODING_ROUTES.autocomplete, async (request, reply) => {
    const answer = search.search(request.query.q, request.query.countries, request.ip);
    if (answer.kind === 'rate_limited') return reply.code(429).header('retry-after', '60').send({ error: 'rate_limited', message: 'too many place searches, wait a minute' });
    return reply.header('cache-control', 'no-store').send({ places: answer.places });
  });
}
