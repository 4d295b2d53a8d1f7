import { DateTime } from 'luxon';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import { trackingStepsFor } from '../../../core/domain/tracking/track-status';
import type { StoredOrder } from '../store/simulator-store';
import type { PaymentStatus } from '../../../core/domain/payment/payment-status';
import type { ChosenTimeSlot } from '../../../core/domain/schedule/chosen-time-slot';
import { slotOn } from '../../../core/domain/schedule/slot-instants';
import { slotDateOf } from './slot-capacity';
import { amountToPay } from '../store/order-debits';

/** Ours: the sandbox courier's tracking page, relative to the platform (checkout 2, the courier frame). */
export const sandboxCourierPath = (orderNumber: string) => `sandbox/courier/${encodeURIComponent(orderNumber)}`;

/** Delivery steps: sent, validated, ready, picked up (index 3), delivered. */
const PICKED_UP_STEP = 3;

/** Ours: an order takes at least this long to prepare, whatever its products say. */
export const MIN_PREPARATION_MINUTES = 15;

/**
 * checkout 3: the track status of a stored order, times in the restaurant's zone, total in cents. For an
 * order placed for a slot, start_time, end_time and day are the chosen slot's on its day (issue 22.3);
 * ours, for an order placed as soon as possible: end_time is the estimate, the moment placed plus the
 * longest preparation time of its products.
 */
export function trackStatusOf(order: StoredOrder, settings: RestaurantSettings, paymentStatus: PaymentStatus | null = null, preparationMinutes = MIN_PREPARATION_MINUTES): TrackStatus {
  const placedAt = DateTime.fromISO(order.placedAt, { zone: 'utc' }).setZone(settings.timezone);
  const { payload } = order;
  const slot = chosenSlotOf(order, settings, placedAt);
  return {
    order_number: order.orderNumber,
    display_order_number: order.displayNumber,
    order_type: payload.order_types_id,
    customer: { name: payload.name },
    steps: trackingStepsFor(payload.order_types_id).map((status_type, index) => ({ status_type, done: index <= order.stepIndex })),
    canceled: order.canceled,
    // checkout 4: an order canceled because its payment was rejected (or never made) is canceled and in error.
    error: order.canceled && paymentStatus === 'rejected',
    // checkout 3: a delivery has a courier to follow from the moment it is picked up.
    tracking_url: payload.order_types_id === OrderTypeId.delivery && !order.canceled && order.stepIndex >= PICKED_UP_STEP ? sandboxCourierPath(order.orderNumber) : null,
    table_information: payload.table_information,
    start_time: slot ? slot.start_time : placedAt.toISO(),
    end_time: slot ? slot.end_time : placedAt.plus({ minutes: Math.max(MIN_PREPARATION_MINUTES, preparationMinutes) }).toISO(),
    day: slot ? slot.start_time.slice(0, 10) : placedAt.toISODate(),
    order_delivery_date: payload.order_delivery_date,
    time_slot_id: slot ? payload.time_slot_id : null,
    // checkout 3: the delivery address of a delivery, for the tracking page's address block.
    delivery: payload.order_types_id === OrderTypeId.delivery ? { street: payload.address.street, zip_code: payload.address.postCode, city: payload.address.city, ...deliveryPositionOf(payload.address) } : null,
    restaurant: { street: settings.address_street, zip_code: settings.address_zip_code, city: settings.address_city },
    // Issue 18: what the customer pays, the discounts, pool and e-wallet taken off (the priced total for older orders).
    total_price: amountToPay(order),
    lines: order.priced.lines.map((line) => ({ name: line.name, count: line.nb, price: line.total, product_id: line.productId })),
    payment: { mode: payload.payement_infos.type, provider_id: payload.payement_infos.provider_id, payment_status: paymentStatus },
  };
}

/** The slot the order was placed for, on its day (a pre-order's order_delivery_date, else the day placed); null for asap. */
function chosenSlotOf(order: StoredOrder, settings: RestaurantSettings, placedAt: DateTime): ChosenTimeSlot | null {
  const { payload } = order;
  if (payload.time_slot_id === null) return null;
  const template = settings.orderTypes.find((type) => type.id === payload.order_types_id)?.timeSlots.find((slot) => slot.id === payload.time_slot_id);
  return template ? slotOn(slotDateOf(payload, settings.timezone, placedAt), template, settings.timezone) : null;
}

/** checkout 3 deliveryData: the position the order carried (both or none), else none: a map is never guessed. */
function deliveryPositionOf(address: { readonly latitude?: number; readonly longitude?: number }): { latitude: number; longitude: number } | { latitude: null; longitude: null } {
  return address.latitude !== undefined && address.longitude !== undefined ? { latitude: address.latitude, longitude: address.longitude } : { latitude: null, longitude: null };
}
