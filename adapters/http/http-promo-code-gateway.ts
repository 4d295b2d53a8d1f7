import * as v from 'valibot';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import { fail, ok } from '../../core/domain/result';
import { GatewayError } from '../../core/ports/gateway-error';
import type { PromoCodeCheckAnswer, PromoCodeCheckRequest, PromoCodeGateway } from '../../core/ports/promo-code-gateway';
import { PROMOTION_PATHS, promoCheckAnswer, promoCheckBody, promotionOf } from '../platform-api/promotion-api';
import type { PlatformHttpClient } from './platform-http-client';
import { unexpectedStatus } from './platform-http-client';

/** checkout 7 "Promo code check" over HTTP: POST cc_promotions/check?restaurant_token. */
export class HttpPromoCodeGateway implements PromoCodeGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async check(restaurantId: RestaurantId, request: PromoCodeCheckRequest): Promise<PromoCodeCheckAnswer> {
    const response = await this.client.post(`${PROMOTION_PATHS.check}?restaurant_token=${encodeURIComponent(restaurantId)}`, promoCheckBody(request));
    if (response.status !== 200) throw unexpectedStatus(response);
    const parsed = v.safeParse(promoCheckAnswer, response.body);
    if (!parsed.success) throw new GatewayError('malformed_response', 'the promo code check is not readable');
    const answer = parsed.output;
    if (answer.success) return ok(promotionOf(answer.promotion));
    if (answer.error === 'send_order_to_hub_error') throw new GatewayError('malformed_response', 'a promo code check gives no send_order_to_hub_error');
    return fail(answer.error);
  }
}
