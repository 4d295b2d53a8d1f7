import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import { fail, ok } from '../../../core/domain/result';
import type { PromoCodeCheckAnswer, PromoCodeCheckRequest, PromoCodeGateway } from '../../../core/ports/promo-code-gateway';
import { promoCheckBody } from '../../platform-api/promotion-api';
import type { SimulatorPromotions } from '../promotions/simulator-promotions';
import { callSimulator } from './simulator-call';

/** checkout 7 "Promo code check" on the in-process simulator: the same body and rules as over HTTP. */
export class InProcessPromoCodeGateway implements PromoCodeGateway {
  constructor(private readonly promotions: SimulatorPromotions) {}

  async check(restaurantId: RestaurantId, request: PromoCodeCheckRequest): Promise<PromoCodeCheckAnswer> {
    const answer = await callSimulator(() => this.promotions.check(restaurantId, promoCheckBody(request)));
    return answer.success ? ok(answer.promotion) : fail(answer.error);
  }
}
