import * as v from 'valibot';
import { ORDER_TYPE_IDS } from '../../core/domain/order-type/order-type';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { LoyaltyAdvantage, LoyaltyCustomer } from '../../core/domain/loyalty/loyalty-customer';
import type { Promotion } from '../../core/domain/promotion/promotion';
import type { LoyaltyCalculationRequest } from '../../core/ports/loyalty-gateway';
import { basketLinesSchema, promotionSchema } from './promotion-api';

/**
 * checkout 7: "Loyalty by phone" (national number and country calling code), "Loyalty by card number" and
 * "Order calculation" show no path: ours are below. "Promo offers check" is the spec's own
 * (POST /cc_promotions/offers_check?restaurant_token). See http-server/README.md.
 */
export const LOYALTY_PATHS = {
  byPhone: 'cc_loyalty/customer/phone',
  byCard: 'cc_loyalty/customer/card',
  calculation: 'cc_loyalty/calculation',
  offersCheck: 'cc_promotions/offers_check',
} as const;

export const LOYALTY_ROUTES = {
  byPhone: `/${LOYALTY_PATHS.byPhone}`,
  byCard: `/${LOYALTY_PATHS.byCard}`,
  calculation: `/${LOYALTY_PATHS.calculation}`,
  offersCheck: `/${LOYALTY_PATHS.offersCheck}`,
  /** Staging (ours): `ordering sim loyalty show|set`; the lookup is a phone in E.164 or a card number. */
  stagedCustomer: '/_simulator/restaurants/:restaurantId/loyalty/customers/:lookup',
} as const;

export const stagedLoyaltyCustomerPath = (restaurantId: string, lookup: string) =>
  `_simulator/restaurants/${encodeURIComponent(restaurantId)}/loyalty/customers/${encodeURIComponent(lookup)}`;

/** Bounds (ours): far above any real programme, so that no request and no file is unbounded. */
export const LOYALTY_LIMITS = { customers: 1000, advantages: 50, names: 50, text: 300, card: 40 } as const;

const text = v.pipe(v.string(), v.maxLength(LOYALTY_LIMITS.text));
const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
const cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000));
const points = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000));
const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999));
const url = v.pipe(v.string(), v.maxLength(LOYALTY_LIMITS.text), v.url('expected a url, e.g. https://example.com/join'));
/** Ours: a card number is letters, digits and dashes, compared as typed once trimmed. */
const cardNumber = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LOYALTY_LIMITS.card), v.regex(/^[\p{L}\p{N}-]+$/u, 'a card number is letters, digits and -'));
const orderTypeId = v.custom<OrderTypeId>((value) => ORDER_TYPE_IDS.includes(value as OrderTypeId), `an order type id is one of ${ORDER_TYPE_IDS.join(', ')}`);

/** checkout 3 "Loyalty customer": advantages (name, codePromo, description, imgUrl, automatic); ours fraud and required_points. */
export const loyaltyAdvantageSchema = v.object({
  name,
  codePromo: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ''),
  description: v.optional(text, ''),
  imgUrl: v.optional(v.nullable(url), null),
  automatic: v.optional(v.boolean(), false),
  fraud: v.optional(v.boolean()),
  required_points: v.optional(points),
});

const voucherSchema = v.object({
  id,
  code: v.pipe(v.string(), v.maxLength(40)),
  external_ids: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(LOYALTY_LIMITS.names)), []),
  name: text,
  type: v.pipe(v.string(), v.maxLength(40)),
  amount: cents,
  url: v.optional(v.nullable(url), null),
});

const rewardSchema = v.object({ id, required_points: points, name: text });

/**
 * Ours: one customer of an establishment's programme as its file gives it. `card_number` is how the
 * programme knows them; `phone` (E.164) is optional; `account: false` is a phone or card the programme
 * knows without an account (checkout 8: invalid_user, with the programme's create_account_url).
 * `advantages` names the programme's advantages this customer has.
 */
export const loyaltyCustomerFileSchema = v.object({
  card_number: cardNumber,
  phone: v.optional(v.pipe(v.string(), v.regex(/^\+[1-9]\d{5,14}$/, 'a phone is in E.164, e.g. +33612345678'))),
  account: v.optional(v.boolean(), true),
  points: v.optional(points, 0),
  pool: v.optional(cents, 0),
  e_wallet_balance: v.optional(cents, 0),
  member_summary: v.optional(text, ''),
  vouchers: v.optional(v.pipe(v.array(voucherSchema), v.maxLength(LOYALTY_LIMITS.names)), []),
  possible_rewards: v.optional(v.pipe(v.array(rewardSchema), v.maxLength(LOYALTY_LIMITS.names)), []),
  advantages: v.optional(v.pipe(v.array(name), v.maxLength(LOYALTY_LIMITS.advantages)), []),
});

/** Ours (issue 18): an establishment file's `loyalty` block. */
export const loyaltyBlockSchema = v.object({
  create_account_url: v.optional(v.nullable(url), null),
  advantages: v.optional(v.pipe(v.array(loyaltyAdvantageSchema), v.maxLength(LOYALTY_LIMITS.advantages)), []),
  customers: v.optional(v.pipe(v.array(loyaltyCustomerFileSchema), v.maxLength(LOYALTY_LIMITS.customers)), []),
});

export type LoyaltyCustomerFile = v.InferOutput<typeof loyaltyCustomerFileSchema>;
export type LoyaltyBlock = v.InferOutput<typeof loyaltyBlockSchema>;
/** The parsed shape is core's advantage (a compile-time check that the contract and core agree). */
export const advantageOf = (parsed: v.InferOutput<typeof loyaltyAdvantageSchema>): LoyaltyAdvantage => parsed;

/** checkout 7 "Loyalty by phone": the national number and the country calling code, digits only. */
export const phoneLookupRequest = v.object({
  national_number: v.pipe(v.string(), v.regex(/^\d{4,17}$/, 'a national number is 4 to 17 digits')),
  calling_code: v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/, 'a calling code is 1 to 3 digits, e.g. 33')),
});

/** checkout 7 "Loyalty by card number". */
export const cardLookupRequest = v.object({ card_number: v.pipe(v.string(), v.maxLength(LOYALTY_LIMITS.card * 2)) });

/** checkout 3 "Loyalty customer" as the platform answers it: a missing list or amount reads as empty or 0. */
export const loyaltyCustomerAnswer = v.object({
  points: v.optional(points, 0),
  pool: v.optional(cents, 0),
  e_wallet_balance: v.optional(cents, 0),
  member_summary: v.optional(text, ''),
  vouchers: v.optional(v.array(voucherSchema), []),
  possible_rewards: v.optional(v.array(rewardSchema), []),
  advantages: v.optional(v.array(loyaltyAdvantageSchema), []),
  error_msg: v.optional(v.pipe(v.string(), v.maxLength(100))),
  url: v.optional(url),
  loyaltyCardNumber: v.optional(v.pipe(v.string(), v.maxLength(LOYALTY_LIMITS.card)), ''),
});

/** Ours: both lookups answer 200 `{ customer }`, null when the programme knows no such phone or card ("customer or nothing"). */
export const lookupAnswer = v.object({ customer: v.nullable(loyaltyCustomerAnswer) });
export const customerOf = (parsed: v.InferOutput<typeof loyaltyCustomerAnswer>): LoyaltyCustomer => parsed;

/**
 * checkout 7 "Order calculation": basket products, restaurant id (the restaurant_token), external infos
 * (loyalty_card_number, pool, pool_to_use) and advantage names. Ours: order_types_id and tips (the bounds
 * need the delivery and the tip), e_wallet_to_use, and the products as each line's composition, priced as
 * the order intake prices them (issue 18). The client's `pool` is read and never trusted.
 */
export const calculationRequest = v.object({
  order_types_id: orderTypeId,
  tips: v.optional(cents, 0),
  products: basketLinesSchema,
  external_infos: v.object({
    loyalty_card_number: v.optional(v.pipe(v.string(), v.maxLength(LOYALTY_LIMITS.card * 2)), ''),
    pool: v.optional(cents, 0),
    pool_to_use: v.optional(cents, 0),
    e_wallet_to_use: v.optional(cents, 0),
  }),
  advantages: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(LOYALTY_LIMITS.advantages)), []),
});

/** Ours: why an order calculation is refused (200, success false). */
export const CALCULATION_ERRORS = ['unknown_card', 'unknown_advantage', 'offers_blocked', 'not_enough_points'] as const;

const promotedProduct = v.object({ discount: cents, product_id: id });

/** checkout 7: poolUsed, success, promotedProducts; ours the rest of the totals, in cents. */
export const calculationAnswer = v.variant('success', [
  v.object({
    success: v.literal(true),
    poolUsed: cents,
    eWalletUsed: cents,
    promotedProducts: v.array(promotedProduct),
    subtotal: cents,
    discount: cents,
    deliveryCost: cents,
    tips: cents,
    toPay: cents,
    dropped: v.array(v.object({ name, error: v.pipe(v.string(), v.maxLength(40)) })),
  }),
  v.object({ success: v.literal(false), error: v.picklist(CALCULATION_ERRORS) }),
]);
export type CalculationAnswer = v.InferOutput<typeof calculationAnswer>;

/** The calculation's body from core's request. */
export const calculationBody = (request: LoyaltyCalculationRequest) => ({
  order_types_id: request.orderTypeId,
  tips: request.tips,
  products: request.lines,
  external_infos: { loyalty_card_number: request.loyaltyCardNumber, pool: request.pool, pool_to_use: request.poolToUse, e_wallet_to_use: request.eWalletToUse },
  advantages: [...request.advantageNames],
});

/** checkout 7 "Promo offers check": infos; ours loyaltyCardNumber first, else phone (E.164). */
export const offersCheckRequest = v.object({
  infos: v.optional(
    v.object({
      loyaltyCardNumber: v.optional(v.pipe(v.string(), v.maxLength(LOYALTY_LIMITS.card * 2)), ''),
      phone: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
      email: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
    }),
  ),
});

/** checkout 7: "success flag and promotion; null on failure or missing input". */
export const offersCheckAnswer = v.variant('success', [
  v.object({ success: v.literal(true), promotion: promotionSchema }),
  v.object({ success: v.literal(false), promotion: v.null() }),
]);
export type OffersCheckAnswer = { readonly success: true; readonly promotion: Promotion } | { readonly success: false; readonly promotion: null };

/** Staging (ours, `sim loyalty set`): a customer's balances, each bounded as a file's; a missing one is kept. */
export const stagedBalancesRequest = v.object({ points: v.optional(points), pool: v.optional(cents), e_wallet_balance: v.optional(cents) });
