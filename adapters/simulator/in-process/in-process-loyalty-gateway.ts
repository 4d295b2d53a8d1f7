import type { LoyaltyCustomer } from '../../../core/domain/loyalty/loyalty-customer';
import type { Promotion } from '../../../core/domain/promotion/promotion';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import { fail, ok } from '../../../core/domain/result';
import type { LoyaltyCalculationAnswer, LoyaltyCalculationRequest, LoyaltyGateway, LoyaltyOfferInfos, LoyaltyPhone } from '../../../core/ports/loyalty-gateway';
import { calculationBody } from '../../platform-api/loyalty-api';
import type { SimulatorLoyalty } from '../loyalty/simulator-loyalty';
import { callSimulator } from './simulator-call';

/** checkout 7's loyalty calls on the in-process simulator: the same bodies and rules as over HTTP. */
export class InProcessLoyaltyGateway implements LoyaltyGateway {
  constructor(private readonly loyalty: SimulatorLoyalty) {}

  async byPhone(restaurantId: RestaurantId, phone: LoyaltyPhone): Promise<LoyaltyCustomer | null> {
    const body = { national_number: phone.nationalNumber, calling_code: phone.callingCode };
    return (await callSimulator(() => this.loyalty.byPhone(restaurantId, body))).customer;
  }

  async byCard(restaurantId: RestaurantId, cardNumber: string): Promise<LoyaltyCustomer | null> {
    return (await callSimulator(() => this.loyalty.byCard(restaurantId, { card_number: cardNumber }))).customer;
  }

  async calculate(restaurantId: RestaurantId, request: LoyaltyCalculationRequest): Promise<LoyaltyCalculationAnswer> {
    const answer = await callSimulator(() => this.loyalty.calculate(restaurantId, calculationBody(request)));
    if (!answer.success) return fail(answer.error);
    const { success: _success, ...calculation } = answer;
    return ok(calculation);
  }

  async offersCheck(restaurantId: RestaurantId, infos: LoyaltyOfferInfos): Promise<Promotion | null> {
    return (await callSimulator(() => this.loyalty.offersCheck(restaurantId, { infos }))).promotion;
  }
}
