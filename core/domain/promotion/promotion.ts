import type { Cents } from '../money/money';
import type { OrderTypeId } from '../order-type/order-type';
import { localize } from '../locale/localized-text';

/** checkout 3 "Promotion": discount_type (percent, currency, quantity, gifts). */
export const DISCOUNT_TYPES = ['percent', 'currency', 'quantity', 'gifts'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * checkout 8 "promotion error": the inline message keys, spelt as the spec spells them. The platform
 * may answer no_promo_code, which reads as invalid_promo_code (order/order-rejection.ts maps it).
 * send_order_to_hub_error is the platform failing to pass the order on: no check of a code gives it.
 */
export const PROMOTION_ERROR_KEYS = [
  'invalid_promo_code',
  'infos_not_matching',
  'no_usages_left',
  'price_too_low',
  'no_matching_products',
  'order_type_not_matching',
  'send_order_to_hub_error',
] as const;
export type PromotionErrorKey = (typeof PROMOTION_ERROR_KEYS)[number];

/** The keys a check of a code against a basket gives: every key of checkout 8 but the hub's. */
export type PromoCheckError = Exclude<PromotionErrorKey, 'send_order_to_hub_error'>;

/** checkout 3 "Promotion": products_offered (product_id, quantity). */
export interface OfferedProduct {
  readonly product_id: number;
  readonly quantity: number;
}

/** checkout 3 "Promotion": translations (localeId, promotionalPhrase). Ours: localeId is a language tag ('fr', 'en'). */
export interface PromotionTranslation {
  readonly localeId: string;
  readonly promotionalPhrase: string;
}

/**
 * Ours (checkout 8 names infos_not_matching, not its shape): a code kept for one customer. Each field
 * given must equal the customer's (e-mail ignoring case, phone in E.164, loyalty card number as typed).
 */
export interface PromotionReservation {
  readonly email?: string;
  readonly phone?: string;
  readonly loyaltyCardNumber?: string;
}

/** The fields every discount type shares (checkout 3 "Promotion", and ours where the spec names a rule only by its error key). */
export interface PromotionBase {
  readonly id: number;
  readonly code: string;
  /** checkout 3: type, not described by the spec; kept as the platform sends it. */
  readonly type?: string;
  readonly translations: readonly PromotionTranslation[];
  /** Ours: a disabled code is unknown to the customer (invalid_promo_code). */
  readonly active: boolean;
  /** checkout 8 price_too_low: the basket subtotal must reach it (0: none). */
  readonly minimum_price: Cents;
  /** checkout 8 no_matching_products: product (or formula) ids the code is for; empty: every product. */
  readonly matching_product_ids: readonly number[];
  /** checkout 8 order_type_not_matching: order types the code is for; empty: every order type. */
  readonly order_type_ids: readonly OrderTypeId[];
  /** checkout 8 no_usages_left: uses allowed in all (null: no limit) and uses made so far. */
  readonly max_usages: number | null;
  readonly usages: number;
  /** checkout 8 no_usages_left: uses allowed to one customer (null: no limit). */
  readonly max_usages_per_customer: number | null;
  /** Ours: ISO dates or date-times; a bare date is read in the restaurant's time zone, the end date included. null: open. */
  readonly valid_from: string | null;
  readonly valid_until: string | null;
  readonly reserved_for: PromotionReservation | null;
}

/** percent: `discount` per cent (0 to 100, hundredths kept) off the matching lines. */
export interface PercentPromotion extends PromotionBase {
  readonly discount_type: 'percent';
  readonly discount: number;
}

/** currency: `discount` cents off the matching lines, never more than they cost. */
export interface CurrencyPromotion extends PromotionBase {
  readonly discount_type: 'currency';
  readonly discount: Cents;
}

/** quantity: for every `buy_quantity` matching units, `discount` of them free, the cheapest first (ours: the spec names the type only). */
export interface QuantityPromotion extends PromotionBase {
  readonly discount_type: 'quantity';
  readonly discount: number;
  readonly buy_quantity: number;
}

/** gifts: products_offered are added at price 0; nothing is taken off the lines. */
export interface GiftsPromotion extends PromotionBase {
  readonly discount_type: 'gifts';
  readonly discount: 0;
  readonly products_offered: readonly OfferedProduct[];
}

export type Promotion = PercentPromotion | CurrencyPromotion | QuantityPromotion | GiftsPromotion;

/** checkout 3: "Discount types shown on confirmation: gift, percentage, cash". Ours: a quantity discount is cash taken off. */
export type ConfirmationDiscountType = 'gift' | 'percentage' | 'cash';

export function confirmationDiscountType(type: DiscountType): ConfirmationDiscountType {
  switch (type) {
    case 'percent':
      return 'percentage';
    case 'currency':
    case 'quantity':
      return 'cash';
    case 'gifts':
      return 'gift';
  }
}

/** Ours: a code is typed by hand; spaces around it and letter case do not make it another code. */
export function normalizePromoCode(code: string): string {
  return code.normalize('NFC').trim().toUpperCase();
}

export function sameCode(a: string, b: string): boolean {
  return normalizePromoCode(a) === normalizePromoCode(b);
}

/** checkout 3 translations: the promotional phrase in the wanted language, else its two letters, else French, else the first. */
export function promotionalPhrase(promotion: Pick<PromotionBase, 'translations'>, language: string): string {
  const phrases: Record<string, string> = {};
  for (const translation of promotion.translations) phrases[translation.localeId] ??= translation.promotionalPhrase;
  return promotion.translations.length === 0 ? '' : localize(phrases, language);
}
