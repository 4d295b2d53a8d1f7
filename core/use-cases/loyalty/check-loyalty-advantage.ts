import type { LoyaltyAdvantage, LoyaltyCustomer } from '../../domain/loyalty/loyalty-customer';
import { pointsProblem } from '../../domain/loyalty/loyalty-customer';
import type { OrderTypeId } from '../../domain/order-type/order-type';
import type { GiftsPromotion, Promotion } from '../../domain/promotion/promotion';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { PromoCodeCheckRequest } from '../../ports/promo-code-gateway';
import type { CheckPromoCode } from '../promotion/check-promo-code';

/** What choosing an advantage leads to: chosen (with its promotion, none for an advantage without code), refused, or a gift to pick. */
export type AdvantageCheck =
  | { readonly kind: 'chosen'; readonly promotion: Promotion | null }
  | { readonly kind: 'refused'; readonly key: string }
  | { readonly kind: 'gift_choice'; readonly promotion: GiftsPromotion };

export interface AdvantageCheckInput {
  readonly restaurantId: RestaurantId;
  readonly customer: LoyaltyCustomer;
  readonly advantage: LoyaltyAdvantage;
  readonly orderTypeId: OrderTypeId;
  readonly lines: PromoCodeCheckRequest['lines'];
}

/**
 * checkout 5: an advantage needing more points than the customer has is 'not enough points'. Its promotion
 * is the platform's to judge against the basket (checkout 7 "Promo code check", checkout 8's keys); a gift
 * promotion offering several products asks the customer to pick one (checkout 4's choice dialog).
 */
export async function checkLoyaltyAdvantage(checkPromoCode: Pick<CheckPromoCode, 'execute'>, input: AdvantageCheckInput): Promise<AdvantageCheck> {
  const { advantage, customer } = input;
  const points = pointsProblem(advantage.required_points, customer.points);
  if (points !== null) return { kind: 'refused', key: points };
  if (advantage.codePromo === '') return { kind: 'chosen', promotion: null };
  const infos = { email: '', phone: '', loyaltyCardNumber: customer.loyaltyCardNumber };
  const answer = await checkPromoCode.execute(input.restaurantId, { code: advantage.codePromo, infos, orderTypeId: input.orderTypeId, lines: input.lines });
  if (!answer.ok) return { kind: 'refused', key: answer.error };
  const promotion = answer.value;
  if (promotion.discount_type === 'gifts' && promotion.products_offered.length > 1) return { kind: 'gift_choice', promotion };
  return { kind: 'chosen', promotion };
}
