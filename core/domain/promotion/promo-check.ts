import { DateTime } from 'luxon';
import type { Basket } from '../basket/basket';
import type { Cents } from '../money/money';
import { sumCents } from '../money/money';
import type { PricedOrder } from '../order/order-pricing';
import type { OrderTypeId } from '../order-type/order-type';
import type { Result } from '../result';
import { fail, ok } from '../result';
import type { PromoCheckError, Promotion, PromotionReservation } from './promotion';
import { sameCode } from './promotion';

/**
 * What a promotion looks at in an order: one line per product or formula, as the storefront's basket
 * and the platform's priced order both hold it. A formula is matched by its own id, not its dishes.
 */
export interface PromoLine {
  readonly productId: number;
  readonly nb: number;
  readonly unitPrice: Cents;
}

export function promoLinesOfBasket(basket: Basket): PromoLine[] {
  return basket.basketProducts.map((entry) => ({ productId: entry.product.id, nb: entry.nb, unitPrice: entry.product.unitPrice }));
}

export function promoLinesOfPricedOrder(order: PricedOrder): PromoLine[] {
  return order.lines.map((line) => ({ productId: line.productId, nb: line.nb, unitPrice: line.unitPrice }));
}

export function linesSubtotal(lines: readonly PromoLine[]): Cents {
  return sumCents(lines.map((line) => line.unitPrice * line.nb));
}

/** checkout 7 "Promo code check" (code, infos): who asks, as far as the checkout knows. */
export interface PromoCustomerInfos {
  readonly email: string;
  /** E.164, as the order payload sends it. */
  readonly phone: string;
  readonly loyaltyCardNumber: string;
  /** Uses of this code the customer made before (0 when unknown). */
  readonly usagesByCustomer: number;
}

export interface PromoCheckContext {
  readonly lines: readonly PromoLine[];
  readonly orderTypeId: OrderTypeId;
  readonly infos: PromoCustomerInfos;
  /** The instant of the check, from the Clock port. */
  readonly now: DateTime;
  /** The restaurant's IANA zone (checkout 3, default Europe/Paris): a bare validity date is a day there. */
  readonly timezone: string;
}

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Ours: valid from valid_from (included) to valid_until (a bare date: that whole day included). */
export function isWithinValidity(promotion: Pick<Promotion, 'valid_from' | 'valid_until'>, now: DateTime, timezone: string): boolean {
  if (promotion.valid_from !== null) {
    const from = DateTime.fromISO(promotion.valid_from, { zone: timezone });
    if (!from.isValid || now < from) return false;
  }
  if (promotion.valid_until !== null) {
    let until = DateTime.fromISO(promotion.valid_until, { zone: timezone });
    if (!until.isValid) return false;
    if (BARE_DATE.test(promotion.valid_until)) until = until.plus({ days: 1 });
    if (now >= until) return false;
  }
  return true;
}

function matchesReservation(reservation: PromotionReservation | null, infos: PromoCustomerInfos): boolean {
  if (reservation === null) return true;
  if (reservation.email !== undefined && reservation.email.trim().toLowerCase() !== infos.email.trim().toLowerCase()) return false;
  if (reservation.phone !== undefined && reservation.phone !== infos.phone) return false;
  if (reservation.loyaltyCardNumber !== undefined && reservation.loyaltyCardNumber.trim() !== infos.loyaltyCardNumber.trim()) return false;
  return true;
}

export function hasUsagesLeft(promotion: Promotion, usagesByCustomer: number): boolean {
  if (promotion.max_usages !== null && promotion.usages >= promotion.max_usages) return false;
  if (promotion.max_usages_per_customer !== null && usagesByCustomer >= promotion.max_usages_per_customer) return false;
  return true;
}

/** The lines a promotion applies to: those of its matching products, or every line when it names none. */
export function matchingLines(promotion: Pick<Promotion, 'matching_product_ids'>, lines: readonly PromoLine[]): PromoLine[] {
  const live = lines.filter((line) => line.nb > 0);
  if (promotion.matching_product_ids.length === 0) return live;
  const ids = new Set(promotion.matching_product_ids);
  return live.filter((line) => ids.has(line.productId));
}

/**
 * checkout 8: whether a promotion applies to an order. The checks run in the order checkout 8 lists
 * its keys, and the first that fails is the answer: invalid_promo_code (disabled, or outside its
 * dates), infos_not_matching, no_usages_left, price_too_low (the subtotal before any discount is
 * below minimum_price), no_matching_products, order_type_not_matching.
 */
export function checkPromotion(promotion: Promotion, context: PromoCheckContext): Result<Promotion, PromoCheckError> {
  if (!promotion.active || !isWithinValidity(promotion, context.now, context.timezone)) return fail('invalid_promo_code');
  if (!matchesReservation(promotion.reserved_for, context.infos)) return fail('infos_not_matching');
  if (!hasUsagesLeft(promotion, context.infos.usagesByCustomer)) return fail('no_usages_left');
  if (linesSubtotal(context.lines) < promotion.minimum_price) return fail('price_too_low');
  if (matchingLines(promotion, context.lines).length === 0) return fail('no_matching_products');
  if (promotion.order_type_ids.length > 0 && !promotion.order_type_ids.includes(context.orderTypeId)) return fail('order_type_not_matching');
  return ok(promotion);
}

/** checkout 7 "Promo code check": a typed code against the restaurant's promotions; unknown is invalid_promo_code. */
export function checkPromoCode(promotions: readonly Promotion[], code: string, context: PromoCheckContext): Result<Promotion, PromoCheckError> {
  if (code.trim() === '') return fail('invalid_promo_code');
  const promotion = promotions.find((candidate) => sameCode(candidate.code, code));
  return promotion === undefined ? fail('invalid_promo_code') : checkPromotion(promotion, context);
}

/** A code applied earlier that the order no longer matches, with the key to tell the customer. */
export interface DroppedPromotion {
  readonly promotion: Promotion;
  readonly error: PromoCheckError;
}

/**
 * Issue 18: a code that stops matching when the basket (or the order type) changes is said and removed,
 * never silently kept. Checks each applied promotion again; keeps those that still apply, in order.
 */
export function recheckPromotions(applied: readonly Promotion[], context: PromoCheckContext): { kept: Promotion[]; dropped: DroppedPromotion[] } {
  const kept: Promotion[] = [];
  const dropped: DroppedPromotion[] = [];
  for (const promotion of applied) {
    const checked = checkPromotion(promotion, context);
    if (checked.ok) kept.push(promotion);
    else dropped.push({ promotion, error: checked.error });
  }
  return { kept, dropped };
}
