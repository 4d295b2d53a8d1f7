import type { LineComposition } from '../domain/order/order-payload';
import type { OrderTypeId } from '../domain/order-type/order-type';
import type { PromoCheckError, Promotion } from '../domain/promotion/promotion';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { Result } from '../domain/result';

/**
 * checkout 7 "Promo code check" (code, infos) and the basket it is checked against. Ours (issue 18): each
 * line's composition, as the order payload carries it (product, quantity, options, formula steps; lineCompositionsOf),
 * which the platform prices as it prices the order, so a code the check accepts is one the order keeps.
 */
export interface PromoCodeCheckRequest {
  readonly code: string;
  readonly infos: { readonly email: string; readonly phone: string; readonly loyaltyCardNumber: string };
  readonly orderTypeId: OrderTypeId;
  readonly lines: readonly LineComposition[];
}

/** The promotion the code gives, or the checkout 8 key saying why not. */
export type PromoCodeCheckAnswer = Result<Promotion, PromoCheckError>;

/** The platform's promo code check (issue 18); a request it refuses is a GatewayError. */
export interface PromoCodeGateway {
  check(restaurantId: RestaurantId, request: PromoCodeCheckRequest): Promise<PromoCodeCheckAnswer>;
}

export const PROMO_CODE_GATEWAY = Symbol.for('ordering.PromoCodeGateway');
