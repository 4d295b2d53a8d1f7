import * as v from 'valibot';
import type { LoyaltyCustomer } from '../../core/domain/loyalty/loyalty-customer';
import type { Promotion } from '../../core/domain/promotion/promotion';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import { fail, ok } from '../../core/domain/result';
import { GatewayError } from '../../core/ports/gateway-error';
import type { LoyaltyCalculationAnswer, LoyaltyCalculationRequest, LoyaltyGateway, LoyaltyOfferInfos, LoyaltyPhone } from '../../core/ports/loyalty-gateway';
import { LOYALTY_PATHS, calculationAnswer, calculationBody, customerOf, lookupAnswer, offersCheckAnswer } from '../platform-api/loyalty-api';
import { promotionOf } from '../platform-api/promotion-api';
import type { PlatformHttpClient } from './platform-http-client';
import { unexpectedStatus } from './platform-http-client';

/** checkout 7's loyalty calls over HTTP (paths: platform-api/loyalty-api.ts). */
export class HttpLoyaltyGateway implements LoyaltyGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async byPhone(restaurantId: RestaurantId, phone: LoyaltyPhone): Promise<LoyaltyCustomer | null> {
    const body = { national_number: phone.nationalNumber, calling_code: phone.callingCode };
    return this.lookup(restaurantId, LOYALTY_PATHS.byPhone, body);
  }

  async byCard(restaurantId: RestaurantId, cardNumber: string): Promise<LoyaltyCustomer | null> {
    return this.lookup(restaurantId, LOYALTY_PATHS.byCard, { card_number: cardNumber });
  }

  async calculate(restaurantId: RestaurantId, request: LoyaltyCalculationRequest): Promise<LoyaltyCalculationAnswer> {
    const answer = await this.post(restaurantId, LOYALTY_PATHS.calculation, calculationBody(request), calculationAnswer, 'order calculation');
    if (!answer.success) return fail(answer.error);
    const { success: _success, ...calculation } = answer;
    return ok(calculation);
  }

  async offersCheck(restaurantId: RestaurantId, infos: LoyaltyOfferInfos): Promise<Promotion | null> {
    const answer = await this.post(restaurantId, LOYALTY_PATHS.offersCheck, { infos }, offersCheckAnswer, 'promo offers check');
    return answer.success ? promotionOf(answer.promotion) : null;
  }

  private async lookup(restaurantId: RestaurantId, path: string, body: unknown): Promise<LoyaltyCustomer | null> {
    const { customer } = await this.post(restaurantId, path, body, lookupAnswer, 'loyalty lookup');
    return customer === null ? null : customerOf(customer);
  }

  private async post<TSchema extends v.GenericSchema>(restaurantId: RestaurantId, path: string, body: unknown, schema: TSchema, what: string): Promise<v.InferOutput<TSchema>> {
    const response = await this.client.post(`${path}?restaurant_token=${encodeURIComponent(restaurantId)}`, body);
    if (response.status !== 200) throw unexpectedStatus(response);
    const parsed = v.safeParse(schema, response.body);
    if (!parsed.success) throw new GatewayError('malformed_response', `the ${what} is not readable`);
    return parsed.output;
  }
}
