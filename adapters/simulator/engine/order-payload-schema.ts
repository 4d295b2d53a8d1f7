import * as v from 'valibot';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import { ORDER_TYPE_IDS } from '../../../core/domain/order-type/order-type';

/**
 * checkout 3: the order payload as the platform accepts it. The simulator checks every request against
 * it, so a bad payload gets a 400 naming the wrong field and nothing is stored.
 */
const id = v.pipe(v.number(), v.integer(), v.minValue(0));
const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = v.string();

const selectedOption = v.object({ option_id: id, item_ids: v.array(id) });

const productLine = v.object({
  product_id: id,
  name: text,
  nb: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  unit_price: cents,
  options: v.array(selectedOption),
});

export const orderPayloadSchema = v.object({
  name: text,
  phone: text,
  email: text,
  question: v.array(v.object({ name: text, answers: v.array(text) })),
  comment: v.pipe(text, v.maxLength(253)),
  address: v.object({
    city: text,
    deliveryCost: cents,
    doorCode: text,
    floor: text,
    intercom: text,
    postCode: text,
    street: text,
  }),
  amount_paid: v.literal(0),
  order_types_id: v.picklist(ORDER_TYPE_IDS),
  order_delivery_date: v.nullable(v.pipe(v.number(), v.integer())),
  restaurant_payments_id: v.literal(1),
  nb_customers: v.literal(1),
  opt_in_promotions: v.boolean(),
  restaurant_id: text,
  time_slot_id: v.nullable(id),
  specific_date_id: v.nullable(id),
  order_number: v.literal(''),
  products: v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(1)), data: v.pipe(v.array(productLine), v.minLength(1)) }),
  payement_infos: v.object({
    type: v.picklist(['ONLINE', 'ONSPOT']),
    provider_id: id,
    payment_type_id: id,
    success_url: text,
    cancel_url: text,
  }),
  promotion_id: id,
  delivery_cost: cents,
  tips: cents,
  table_information: v.nullable(text),
  userId: v.optional(text),
  cc_type: text,
  room_service: v.object({ is_active: v.boolean(), room_number: text }),
  customerExternalInfos: v.object({
    loyaltyCardNumber: text,
    pool: v.number(),
    poolToUse: v.number(),
    promoCodes: v.array(text),
  }),
  metrics_uuid: text,
});

// The schema and the core type describe the same payload; this line stops them drifting apart.
export const payloadTypeMatches = (parsed: v.InferOutput<typeof orderPayloadSchema>): OrderPayload => parsed;

export type PayloadCheck = { ok: true; payload: OrderPayload } | { ok: false; field: string; message: string };

export function checkOrderPayload(body: unknown): PayloadCheck {
  const result = v.safeParse(orderPayloadSchema, body);
  if (result.success) return { ok: true, payload: result.output };
  const [issue] = result.issues;
  return { ok: false, field: v.getDotPath(issue) ?? 'body', message: issue.message };
}
