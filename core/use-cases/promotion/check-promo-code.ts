import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import { fail } from '../../domain/result';
import type { PromoCodeCheckAnswer, PromoCodeCheckRequest, PromoCodeGateway } from '../../ports/promo-code-gateway';

export const CHECK_PROMO_CODE = Symbol.for('ordering.useCase.CheckPromoCode');

/** checkout 7 "Promo code check": asks the platform, the authority on its codes; an empty code is invalid_promo_code without asking. */
export class CheckPromoCode {
  constructor(private readonly gateway: PromoCodeGateway) {}

  async execute(restaurantId: RestaurantId, request: PromoCodeCheckRequest): Promise<PromoCodeCheckAnswer> {
    const code = request.code.trim();
    if (code === '') return fail('invalid_promo_code');
    return this.gateway.check(restaurantId, { ...request, code });
  }
}
