import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOYALTY_ROUTES } from '../../platform-api/loyalty-api';
import { SimulatorError } from '../engine/simulator-error';
import type { SimulatorLoyalty } from '../loyalty/simulator-loyalty';
import type { OwnAddress } from './staging-guard';
import { stagingGuard } from './staging-guard';

type TokenRequest = FastifyRequest<{ Querystring: { restaurant_token?: string } }>;
type CustomerParams = { Params: { restaurantId: string; lookup: string } };

function restaurantOf(request: TokenRequest): string {
  const token = request.query.restaurant_token;
  if (typeof token !== 'string' || token === '' || token.length > 100) throw new SimulatorError('bad_request', 'restaurant_token is required', 'restaurant_token');
  return token;
}

/**
 * checkout 7: loyalty by phone, by card number, order calculation (our paths) and the promo offers check
 * (the spec's). 200 with the answer; 400 naming the field for a request it cannot read; 404 for an
 * unknown establishment.
 */
export function registerLoyaltyRoutes(app: FastifyInstance, loyalty: SimulatorLoyalty): void {
  app.post(LOYALTY_ROUTES.byPhone, async (request: TokenRequest) => loyalty.byPhone(restaurantOf(request), request.body));
  app.post(LOYALTY_ROUTES.byCard, async (request: TokenRequest) => loyalty.byCard(restaurantOf(request), request.body));
  app.post(LOYALTY_ROUTES.calculation, async (request: TokenRequest) => loyalty.calculate(restaurantOf(request), request.body));
  app.post(LOYALTY_ROUTES.offersCheck, async (request: TokenRequest) => loyalty.offersCheck(restaurantOf(request), request.body));
}

/** Staging (behind the guard): `ordering sim loyalty show|set`. */
export function registerLoyaltyStaging(app: FastifyInstance, loyalty: SimulatorLoyalty, address: () => OwnAddress | null): void {
  app.addHook('onRequest', stagingGuard(address));
  app.get<CustomerParams>(LOYALTY_ROUTES.stagedCustomer, async (request) => loyalty.show(request.params.restaurantId, request.params.lookup));
  app.post<CustomerParams>(LOYALTY_ROUTES.stagedCustomer, async (request) => loyalty.setBalances(request.params.restaurantId, request.params.lookup, request.body));
}
