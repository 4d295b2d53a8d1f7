import type { Basket } from '../../core/domain/basket/basket';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import type { CheckoutTotals } from '../../core/domain/checkout/checkout-totals';
import { localize } from '../../core/domain/locale/localized-text';
import { lineCompositionsOf } from '../../core/domain/order/build-order-payload';
import type { Cents } from '../../core/domain/money/money';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { PromoCheckError, Promotion } from '../../core/domain/promotion/promotion';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { CheckPromoCode } from '../../core/use-cases/promotion/check-promo-code';
import { CliError } from '../cli-error';
import type { FormatMoney } from '../output/money-format';
import { printable } from '../output/printable-text';

/** What each checkout 8 key means, for support staff (the storefront's text is in ui/locales). */
const REFUSALS: Readonly<Record<PromoCheckError, string>> = {
  invalid_promo_code: 'no such code at this restaurant, or disabled, or outside its dates',
  infos_not_matching: 'the code is kept for another customer (--email)',
  no_usages_left: 'the code has been used as often as allowed',
  price_too_low: 'the basket is below the code\'s minimum',
  no_matching_products: 'the basket holds none of the code\'s products',
  order_type_not_matching: 'the code is not for this order type (--order-type)',
};

/** checkout 7: the code checked by the platform against the basket; a refusal stops with its checkout 8 key. */
export async function checkedPromotion(
  checkPromoCode: Pick<CheckPromoCode, 'execute'>,
  input: { settings: RestaurantSettings; basket: Basket; code: string; orderTypeId: OrderTypeId | undefined; email: string },
): Promise<Promotion> {
  const orderTypeId = input.orderTypeId ?? input.settings.orderTypes[0]?.id;
  if (orderTypeId === undefined) throw new CliError(`promo code ${printable(input.code)} refused: order_type_not_matching (this restaurant offers no order type)`);
  const answer = await checkPromoCode.execute(input.settings.id, {
    code: input.code,
    infos: { email: input.email, phone: '', loyaltyCardNumber: '' },
    orderTypeId,
    lines: lineCompositionsOf(input.basket),
  });
  if (!answer.ok) throw new CliError(`promo code ${printable(input.code)} refused: ${answer.error} (${REFUSALS[answer.error]}, checkout 8)`);
  return answer.value;
}

/** The discounts and the amount to pay, as `basket price --json` adds them (cents). */
export interface PricedDiscounts {
  readonly discounts: readonly { readonly promotion_id: number; readonly code: string; readonly discount_type: string; readonly shown_as: string; readonly discount: Cents; readonly gifts: readonly { readonly product_id: number; readonly name: string; readonly quantity: number }[] }[];
  readonly discount: Cents;
  readonly discount_by_type: CheckoutTotals['discountByType'];
  readonly delivery_cost: Cents;
  readonly tips: Cents;
  readonly to_pay: Cents;
  /** Issue 18, with --loyalty-card: the card, the customer's pool and the part used. */
  readonly loyalty_card?: string;
  readonly pool?: Cents;
  readonly pool_used?: Cents;
}

export function pricedDiscounts(totals: CheckoutTotals, catalogue: Catalogue, language: string): PricedDiscounts {
  return {
    discounts: totals.discounts.discounts.map((discount) => ({
      promotion_id: discount.promotionId,
      code: discount.code,
      discount_type: discount.discountType,
      shown_as: discount.shownAs,
      discount: discount.amount,
      gifts: discount.gifts.map((gift) => ({ product_id: gift.product_id, name: localize(findProduct(catalogue, gift.product_id)?.name, language), quantity: gift.quantity })),
    })),
    discount: totals.discount,
    discount_by_type: totals.discountByType,
    delivery_cost: totals.deliveryCost,
    tips: totals.tips,
    to_pay: totals.toPay,
  };
}

/** For a person: each discount (a gift at 0), the delivery, then the amount to pay. */
export function discountsText(priced: PricedDiscounts, money: FormatMoney): string {
  const out: string[] = [];
  for (const discount of priced.discounts) {
    if (discount.shown_as === 'gift') {
      for (const gift of discount.gifts) out.push(`Gift with ${printable(discount.code)}: ${gift.quantity} × ${printable(gift.name)}  ${money(0)}`);
    } else {
      out.push(`Promo code ${printable(discount.code)} (${discount.shown_as}): -${money(discount.discount)}`);
    }
  }
  if (priced.delivery_cost > 0) out.push(`Delivery: ${money(priced.delivery_cost)}`);
  if (priced.loyalty_card !== undefined) out.push(`Pool of ${printable(priced.loyalty_card)} used: -${money(priced.pool_used ?? 0)} (of ${money(priced.pool ?? 0)})`);
  out.push(`To pay: ${money(priced.to_pay)}`);
  return out.join('\n');
}
