import { DateTime } from 'luxon';
import * as v from 'valibot';
import { DISCOUNT_TYPES, PROMOTION_ERROR_KEYS } from '../../core/domain/promotion/promotion';
import type { PromoCheckError, Promotion } from '../../core/domain/promotion/promotion';
import { ORDER_TYPE_IDS } from '../../core/domain/order-type/order-type';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { PromoCodeCheckRequest } from '../../core/ports/promo-code-gateway';
import { ORDER_LIMITS } from '../../core/domain/order/order-limits';
import { lineCompositionSchema } from './order-payload-schema';

/**
 * checkout 7 "Promo code check": POST /cc_promotions/check?restaurant_token, with code and infos. The
 * request's basket and the answer are ours (the spec shows neither): see http-server/README.md.
 */
export const PROMOTION_PATHS = { check: 'cc_promotions/check' } as const;

export const PROMOTION_ROUTES = {
  check: `/${PROMOTION_PATHS.check}`,
  /** Staging (ours): `ordering sim promo create|list|disable`. */
  staged: '/_simulator/restaurants/:restaurantId/promotions',
  disable: '/_simulator/restaurants/:restaurantId/promotions/:code/disable',
} as const;

export const stagedPromotionsPath = (restaurantId: string) => `_simulator/restaurants/${encodeURIComponent(restaurantId)}/promotions`;
export const disablePromotionPath = (restaurantId: string, code: string) =>
  `${stagedPromotionsPath(restaurantId)}/${encodeURIComponent(code)}/disable`;

/** Bounds of a promotion and of a check (ours): far above any real programme, so that no request is unbounded. */
export const PROMOTION_LIMITS = { codeLength: 40, phraseLength: 300, listLength: 200, infoLength: 200 } as const;

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999));
const cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000));
const code = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PROMOTION_LIMITS.codeLength), v.regex(/^[\p{L}\p{N}_-]+$/u, 'a code is letters, digits, - and _'));
/** Ours (promotion/README.md): an ISO date (a day in the restaurant's zone) or date-time, as core reads it. */
const validity = v.nullable(
  v.pipe(v.string(), v.maxLength(40), v.regex(/^\d{4}-\d{2}-\d{2}/, 'expected an ISO date, e.g. 2026-12-31'), v.check((text) => DateTime.fromISO(text).isValid, 'expected an ISO date, e.g. 2026-12-31')),
);
const orderTypeId = v.custom<OrderTypeId>((value) => ORDER_TYPE_IDS.includes(value as OrderTypeId), `an order type id is one of ${ORDER_TYPE_IDS.join(', ')}`);
const info = v.pipe(v.string(), v.maxLength(PROMOTION_LIMITS.infoLength));

const base = {
  id,
  code,
  type: v.optional(v.pipe(v.string(), v.maxLength(40))),
  translations: v.optional(
    v.pipe(
      v.array(v.object({ localeId: v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/)), promotionalPhrase: v.pipe(v.string(), v.maxLength(PROMOTION_LIMITS.phraseLength)) })),
      v.maxLength(20),
    ),
    [],
  ),
  active: v.optional(v.boolean(), true),
  minimum_price: v.optional(cents, 0),
  matching_product_ids: v.optional(v.pipe(v.array(id), v.maxLength(PROMOTION_LIMITS.listLength)), []),
  order_type_ids: v.optional(v.pipe(v.array(orderTypeId), v.maxLength(ORDER_TYPE_IDS.length)), []),
  max_usages: v.optional(v.nullable(count), null),
  usages: v.optional(count, 0),
  max_usages_per_customer: v.optional(v.nullable(count), null),
  valid_from: v.optional(validity, null),
  valid_until: v.optional(validity, null),
  reserved_for: v.optional(v.nullable(v.object({ email: v.optional(info), phone: v.optional(info), loyaltyCardNumber: v.optional(info) })), null),
};

/** checkout 3 "Promotion", one variant per discount type (core/domain/promotion/promotion.ts), with ours defaults. */
export const promotionSchema = v.variant('discount_type', [
  v.object({ ...base, discount_type: v.literal('percent'), discount: v.pipe(v.number(), v.minValue(0), v.maxValue(100), v.check((n) => Number.isInteger(n * 100), 'hundredths of a per cent at most')) }),
  v.object({ ...base, discount_type: v.literal('currency'), discount: cents }),
  v.object({ ...base, discount_type: v.literal('quantity'), discount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), buy_quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)) }),
  v.object({
    ...base,
    discount_type: v.literal('gifts'),
    discount: v.optional(v.literal(0), 0),
    products_offered: v.pipe(v.array(v.object({ product_id: id, quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)) })), v.minLength(1), v.maxLength(20)),
  }),
]);

export const promotionsSchema = v.pipe(v.array(promotionSchema), v.maxLength(PROMOTION_LIMITS.listLength));

/** The parsed shape is core's Promotion (a compile-time check that the contract and core agree). */
export const promotionOf = (parsed: v.InferOutput<typeof promotionSchema>): Promotion => parsed;

/** The discount types a staging `create` accepts (checkout 3). */
export { DISCOUNT_TYPES };

/** Ours (issue 18): a basket as the promo code check and the loyalty order calculation send it, each line's composition bounded as an order's. */
export const basketLinesSchema = v.pipe(v.array(lineCompositionSchema), v.maxLength(ORDER_LIMITS.lines));

/**
 * Ours: the body of POST /cc_promotions/check. `products` are the basket's lines as the order payload
 * carries them, without name and unit price (core's LineComposition, bounded as an order's lines): the
 * platform prices them from its own menu as it prices the order (issue 18).
 */
export const promoCheckRequest = v.object({
  code: v.pipe(v.string(), v.maxLength(PROMOTION_LIMITS.codeLength * 2)),
  infos: v.optional(
    v.object({ email: v.optional(info, ''), phone: v.optional(info, ''), loyaltyCardNumber: v.optional(info, '') }),
    { email: '', phone: '', loyaltyCardNumber: '' },
  ),
  order_types_id: orderTypeId,
  products: basketLinesSchema,
});

/** Ours: the answer, always 200 when the request is readable: the promotion, or the checkout 8 key. */
export const promoCheckAnswer = v.variant('success', [
  v.object({ success: v.literal(true), promotion: promotionSchema }),
  v.object({ success: v.literal(false), error: v.picklist(PROMOTION_ERROR_KEYS) }),
]);
export type PromoCheckAnswer = { readonly success: true; readonly promotion: Promotion } | { readonly success: false; readonly error: PromoCheckError };

/** The request's body as the check route reads it, from core's request. */
export const promoCheckBody = (request: PromoCodeCheckRequest) => ({
  code: request.code,
  infos: request.infos,
  order_types_id: request.orderTypeId,
  products: request.lines,
});
