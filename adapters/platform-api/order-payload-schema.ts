import * as v from 'valibot';
import type { OrderPayload } from '../../core/domain/order/order-payload';
import { ORDER_LIMITS } from '../../core/domain/order/order-limits';
import { ORDER_TYPE_IDS } from '../../core/domain/order-type/order-type';
import { CHOPSTICKS_CHOICES, CUTLERY_CHOICES, DEFAULT_CHOPSTICKS } from '../../core/domain/checkout/checkout-extras';
import { policyText } from './text-schemas';

/**
 * checkout 3: the order payload as the platform accepts it, with a bound on everything a client sends
 * (order-limits). The simulator checks every request against it, so a bad payload gets a 400 naming the
 * wrong field and nothing is stored; `ordering order replay --dry-run` checks each recorded order with it. Texts follow the text
 * policy (core/domain/text/text-policy.ts): normalised to NFC, no control or format character; only the comment, a
 * multiline text, keeps its line breaks.
 */
const { text: maxText } = ORDER_LIMITS;
const id = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647));
const amount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(ORDER_LIMITS.maxAmount));
/** Issue 22.12: a refused tip says why (checkout 5: a number, at least 0); above the subtotal is judged with the prices. */
const tip = v.pipe(v.number(), v.integer('a tip is a whole number of cents'), v.minValue(0, 'a tip cannot be negative: send 0 for no tip'), v.maxValue(ORDER_LIMITS.maxAmount));

const text = (max: number) => policyText('line', max);
const list = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item), v.maxLength(max));
/** A payment return address: empty (paid on the spot) or http(s). */
const returnUrl = v.pipe(v.string(), v.maxLength(maxText.url), v.regex(/^(https?:\/\/\S+)?$/i, 'an http(s) address or nothing'));

const selectedOption = v.object({ option_id: id, item_ids: list(id, ORDER_LIMITS.itemsPerOption) });
const options = list(selectedOption, ORDER_LIMITS.optionsPerLine);
const quantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ORDER_LIMITS.lineQuantity));

/** What the customer chose on a line (core's LineComposition), bounded as in an order: the promo code check reads it too (issue 18). */
const productComposition = { type: v.optional(v.literal('product')), product_id: id, nb: quantity, options };
const formulaComposition = {
  type: v.literal('menu'),
  product_id: id,
  menu_price_id: id,
  nb: quantity,
  products: v.pipe(list(v.object({ product_id: id, menu_choice_id: id, options }), ORDER_LIMITS.dishesPerFormula), v.minLength(1)),
};
export const lineCompositionSchema = v.variant('type', [v.object(formulaComposition), v.object(productComposition)]);

const declared = { name: text(maxText.question), unit_price: amount };
const productLine = v.object({ ...productComposition, ...declared });
const formulaLine = v.object({ ...formulaComposition, ...declared });

export const orderPayloadSchema = v.object({
  // name-rules judges it (2 to 100 visible characters); this only bounds what is read.
  name: text(maxText.name),
  phone: text(maxText.phone),
  email: text(maxText.email),
  question: list(v.object({ name: text(maxText.question), answers: list(text(maxText.question), ORDER_LIMITS.answersPerQuestion) }), ORDER_LIMITS.questions),
  // checkout 5: 250 characters sent, plus the ellipsis.
  comment: policyText('multiline', maxText.comment),
  address: v.pipe(
    v.object({
      city: text(maxText.addressField),
      deliveryCost: amount,
      doorCode: text(maxText.addressField),
      floor: text(maxText.addressField),
      intercom: text(maxText.addressField),
      postCode: text(maxText.addressField),
      street: text(maxText.addressField),
      // checkout 3 deliveryData: the address's position, in degrees, when the client knows it.
      latitude: v.optional(v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90))),
      longitude: v.optional(v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180))),
    }),
    v.check((address) => (address.latitude === undefined) === (address.longitude === undefined), 'latitude and longitude come together'),
  ),
  amount_paid: v.literal(0),
  order_types_id: v.picklist(ORDER_TYPE_IDS),
  order_delivery_date: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(ORDER_LIMITS.deliveryDate.min), v.maxValue(ORDER_LIMITS.deliveryDate.max))),
  restaurant_payments_id: v.literal(1),
  nb_customers: v.literal(1),
  opt_in_promotions: v.boolean(),
  restaurant_id: text(maxText.shortId),
  time_slot_id: v.nullable(id),
  specific_date_id: v.nullable(id),
  order_number: v.literal(''),
  products: v.object({
    count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ORDER_LIMITS.totalQuantity)),
    data: v.pipe(list(v.variant('type', [formulaLine, productLine]), ORDER_LIMITS.lines), v.minLength(1)),
  }),
  payement_infos: v.object({
    type: v.picklist(['ONLINE', 'ONSPOT']),
    provider_id: id,
    payment_type_id: id,
    success_url: returnUrl,
    cancel_url: returnUrl,
  }),
  promotion_id: id,
  delivery_cost: amount,
  tips: tip,
  table_information: v.nullable(text(maxText.tableInformation)),
  userId: v.optional(text(maxText.shortId)),
  cc_type: text(maxText.shortId),
  room_service: v.object({ is_active: v.boolean(), room_number: text(maxText.placeNumber) }),
  customerExternalInfos: v.object({
    loyaltyCardNumber: text(maxText.shortId),
    pool: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(ORDER_LIMITS.maxAmount)),
    poolToUse: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(ORDER_LIMITS.maxAmount)),
    promoCodes: list(text(maxText.shortId), ORDER_LIMITS.promoCodes),
    // Ours (core/domain/loyalty/loyalty-payload.ts): the e-wallet spent, absent when none.
    eWalletToUse: v.optional(amount),
  }),
  // checkout 3 externalAdvantages, "shape not shown"; ours: the chosen advantages (loyalty-payload.ts).
  externalAdvantages: v.optional(
    list(v.object({ name: text(maxText.shortId), codePromo: text(maxText.shortId), automatic: v.boolean(), giftProductId: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))) }), ORDER_LIMITS.promoCodes),
  ),
  metrics_uuid: text(maxText.shortId),
  // checkout 9: cutlery choices 0 to 20.
  nb_cutlery: v.optional(v.pipe(v.number(), v.integer(), v.minValue(CUTLERY_CHOICES.min), v.maxValue(CUTLERY_CHOICES.max))),
  checkout_options: v.optional(list(v.object({ id, values: list(text(maxText.shortId), ORDER_LIMITS.answersPerQuestion) }), ORDER_LIMITS.questions)),
  // Ours (issue 19): checkout 9 chopsticks 1 to 6, 0 for none; checkout 3 sauceCheckList as sauce ids.
  nb_chopsticks: v.optional(v.union([v.literal(DEFAULT_CHOPSTICKS), v.pipe(v.number(), v.integer(), v.minValue(CHOPSTICKS_CHOICES.min), v.maxValue(CHOPSTICKS_CHOICES.max))])),
  sauces: v.optional(list(id, ORDER_LIMITS.answersPerQuestion)),
});

// The schema and the core type describe the same payload; this line stops them drifting apart.
export const payloadTypeMatches = (parsed: v.InferOutput<typeof orderPayloadSchema>): OrderPayload => parsed;

export type PayloadCheck = { ok: true; payload: OrderPayload } | { ok: false; field: string; message: string };

export function checkOrderPayload(body: unknown): PayloadCheck {
  const result = v.safeParse(orderPayloadSchema, body);
  // Issue 17: valibot adds the 26+ keys one by one to `{}`, which V8 turns into a slow dictionary object; a spread
  // copy, made once, has a fast shape shared by every order, so that each later read of the payload is cheap.
  if (result.success) return { ok: true, payload: { ...result.output } };
  const [issue] = result.issues;
  return { ok: false, field: v.getDotPath(issue) ?? 'body', message: issue.message };
}
