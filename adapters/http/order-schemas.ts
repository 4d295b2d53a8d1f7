import * as v from 'valibot';
import { ORDER_ERROR_CODES } from '../../core/domain/order/order-rejection';
import type { OrderRejection } from '../../core/domain/order/order-rejection';
import { ORDER_TYPE_IDS } from '../../core/domain/order-type/order-type';
import type { TrackStatus } from '../../core/domain/tracking/track-status';
import { TRACK_STEP_TYPES } from '../../core/domain/tracking/track-status';
import { id } from '../platform-api/catalogue-schemas';
import { PAYMENT_STATUSES } from '../../core/domain/payment/payment-status';
import { readDiscounts } from './order-discounts-schema';

/** checkout 7: data holds order_number and redirectionUrl. */
export const placedOrderResponse = v.object({
  data: v.object({
    order_number: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1)),
    redirectionUrl: v.optional(v.nullable(v.string()), null),
  }),
});

/** checkout 8: a refusal is read from the field err; an unknown code counts as unknown. */
export const orderRejection = v.object({
  err: v.fallback(v.picklist(ORDER_ERROR_CODES), 'unknown'),
  // browsing 3: out-of-stock entities, or limitation entities (categoriesIds and the full slot's timeSlotId, browsing 2.7).
  entities: v.optional(
    v.object({
      quantityIds: v.optional(v.array(id), []),
      productIds: v.optional(v.array(id), []),
      optionItemIds: v.optional(v.array(id), []),
      categoriesIds: v.optional(v.array(id)),
      timeSlotId: v.optional(v.nullable(id)),
    }),
  ),
  data: v.optional(v.string()),
  field: v.optional(v.pipe(v.string(), v.maxLength(200))),
  message: v.optional(v.pipe(v.string(), v.maxLength(500))),
});

const postalAddress = v.object({ street: v.string(), zip_code: v.string(), city: v.string() });
/** A position in degrees; anything else reads as none, so a map is never drawn at a wrong place. */
const degrees = (max: number) => v.optional(v.fallback(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(-max), v.maxValue(max))), null), null);
/** A delivery address, with its position when the order carried one (checkout 3 deliveryData). */
const deliveryAddress = v.object({ street: v.string(), zip_code: v.string(), city: v.string(), latitude: degrees(90), longitude: degrees(180) });

/** checkout 3: track status. */
export const trackStatus = v.object({
  order_number: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  display_order_number: v.optional(v.nullable(v.string()), null),
  order_type: v.picklist(ORDER_TYPE_IDS),
  customer: v.object({ name: v.optional(v.string(), '') }),
  steps: v.array(v.object({ status_type: v.picklist(TRACK_STEP_TYPES), done: v.boolean() })),
  canceled: v.optional(v.boolean(), false),
  error: v.optional(v.boolean(), false),
  tracking_url: v.optional(v.nullable(v.string()), null),
  table_information: v.optional(v.nullable(v.string()), null),
  start_time: v.optional(v.nullable(v.string()), null),
  end_time: v.optional(v.nullable(v.string()), null),
  day: v.optional(v.nullable(v.string()), null),
  order_delivery_date: v.optional(v.nullable(v.number()), null),
  time_slot_id: v.optional(v.fallback(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null), null),
  delivery: v.optional(v.nullable(deliveryAddress), null),
  restaurant: postalAddress,
  total_price: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
  lines: v.optional(v.pipe(v.array(v.object({ name: v.pipe(v.string(), v.maxLength(200)), count: v.pipe(v.number(), v.integer(), v.minValue(0)), price: v.pipe(v.number(), v.integer()), product_id: v.optional(v.fallback(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null), null) })), v.maxLength(500)), []),
  payment: v.optional(
    v.nullable(
      v.object({
        mode: v.picklist(['ONLINE', 'ONSPOT']),
        provider_id: v.pipe(v.number(), v.integer()),
        payment_status: v.optional(v.nullable(v.picklist(PAYMENT_STATUSES)), null),
      }),
    ),
    null,
  ),
  // Issue 18, ours: what the platform took off (order-discounts-schema.ts); total_price is then the amount to pay.
  discounts: readDiscounts,
  // Issue 20.4, ours: the platform's expected time; one it cannot give as a date is no time (the page falls back on its own).
  expected_time: v.optional(v.fallback(v.nullable(v.pipe(v.string(), v.maxLength(40), v.isoTimestamp())), null), null),
});

export const orderSchemasMatch = {
  rejection: (parsed: v.InferOutput<typeof orderRejection>): OrderRejection => parsed,
  track: (parsed: v.InferOutput<typeof trackStatus>): TrackStatus => parsed,
};
