import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { LoyaltyCalculationAnswer, LoyaltyCalculationRequest, LoyaltyGateway } from '../../ports/loyalty-gateway';

export const CALCULATE_LOYALTY_ORDER = Symbol.for('ordering.useCase.CalculateLoyaltyOrder');

/**
 * checkout 7 "Order calculation": the programme, the authority on its customers' pool, e-wallet and
 * advantages, prices the basket with the chosen advantages and says how much pool it takes (poolUsed)
 * and what each product's discount is (promotedProducts). checkout 4: asked again on every change of
 * advantages, and 800 ms after the pool use stops changing (POOL_DEBOUNCE_MS, the caller's).
 */
export class CalculateLoyaltyOrder {
  constructor(private readonly gateway: LoyaltyGateway) {}

  async execute(restaurantId: RestaurantId, request: LoyaltyCalculationRequest): Promise<LoyaltyCalculationAnswer> {
    const advantageNames = [...new Set(request.advantageNames.map((name) => name.trim()).filter((name) => name !== ''))];
    return this.gateway.calculate(restaurantId, { ...request, loyaltyCardNumber: request.loyaltyCardNumber.trim(), advantageNames });
  }
}
