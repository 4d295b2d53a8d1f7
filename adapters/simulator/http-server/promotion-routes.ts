import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROMOTION_ROUTES } from '../../platform-api/promotion-api';
import { SimulatorError } from '../engine/simulator-error';
import type { SimulatorPromotions } from '../promotions/simulator-promotions';
import { promotionView as view } from '../promotions/promotion-store';
import type { OwnAddress } from './staging-guard';
import { stagingGuard } from './staging-guard';

type CheckRequest = FastifyRequest<{ Querystring: { restaurant_token?: string } }>;
type RestaurantParams = { Params: { restaurantId: string } };

function restaurantOf(request: CheckRequest): string {
  const token = request.query.restaurant_token;
  if (typeof token !== 'string' || token === '' || token.length > 100) throw new SimulatorError('bad_request', 'restaurant_token is required', 'restaurant_token');
  return token;
}

/**
 * checkout 7 "Promo code check": POST /cc_promotions/check?restaurant_token. 200 with the promotion or the
 * checkout 8 key; 400 naming the field for a request it cannot read; 422 naming the field for a line that does
 * not fit the menu (priced as the order intake prices it, issue 18); 404 for an unknown establishment.
 */
export function registerPromotionRoutes(app: FastifyInstance, promotions: SimulatorPromotions): void {
  app.post(PROMOTION_ROUTES.check, async (request: CheckRequest) => promotions.check(restaurantOf(request), request.body));
}

/** Staging (behind the guard): `ordering sim promo create|list|disable`. */
export function registerPromotionStaging(app: FastifyInstance, promotions: SimulatorPromotions, address: () => OwnAddress | null): void {
  app.addHook('onRequest', stagingGuard(address));
  app.get<RestaurantParams>(PROMOTION_ROUTES.staged, async (request) => promotions.list(request.params.restaurantId).map(view));
  app.post<RestaurantParams>(PROMOTION_ROUTES.staged, async (request, reply) => reply.code(201).send(view(promotions.create(request.params.restaurantId, request.body))));
  app.post<{ Params: { restaurantId: string; code: string } }>(PROMOTION_ROUTES.disable, async (request) =>
    view(promotions.disable(request.params.restaurantId, request.params.code)),
  );
}
