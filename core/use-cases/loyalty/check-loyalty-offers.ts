import type { Promotion } from '../../domain/promotion/promotion';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import { isGatewayError } from '../../ports/gateway-error';
import type { LoyaltyGateway, LoyaltyOfferInfos } from '../../ports/loyalty-gateway';

export const CHECK_LOYALTY_OFFERS = Symbol.for('ordering.useCase.CheckLoyaltyOffers');

/** checkout 7 "Promo offers check": the promotion offered to the customer; null on failure or missing input. */
export class CheckLoyaltyOffers {
  constructor(private readonly gateway: LoyaltyGateway) {}

  async execute(restaurantId: RestaurantId, infos: LoyaltyOfferInfos): Promise<Promotion | null> {
    const trimmed = { loyaltyCardNumber: infos.loyaltyCardNumber.trim(), phone: infos.phone.trim(), email: infos.email.trim() };
    if (trimmed.loyaltyCardNumber === '' && trimmed.phone === '') return null;
    try {
      return await this.gateway.offersCheck(restaurantId, trimmed);
    } catch (error) {
      if (isGatewayError(error)) return null;
      throw error;
    }
  }
}
