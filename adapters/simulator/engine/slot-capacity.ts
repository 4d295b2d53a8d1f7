import { DateTime } from 'luxon';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import type { OrderRejection } from '../../../core/domain/order/order-rejection';
import type { OrderTypeSettings } from '../../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { offeredSlots, scheduleDays } from '../../../core/domain/schedule/offered-slots';
import { scheduleContextOf } from '../../../core/domain/schedule/schedule-choice';
import { closedForOrdering } from '../../../core/domain/schedule/closed-for-ordering';
import { hasTimeSelection } from '../../../core/domain/schedule/time-slot-settings';
import { SimulatorError } from './simulator-error';

/** The slot an order takes: its weekly slot id and the day, in the restaurant's zone. */
export interface SlotKey {
  readonly timeSlotId: number;
  readonly date: string;
}

/** The day of an order's slot: its order_delivery_date for a pre-order, else the day it is placed. */
export function slotDateOf(payload: Pick<OrderPayload, 'order_delivery_date'>, timezone: string, now: DateTime): string {
  const instant = payload.order_delivery_date === null ? now : DateTime.fromSeconds(payload.order_delivery_date);
  return instant.setZone(timezone).toISODate() ?? '';
}

/** Ours, for support and the CLI: why an asap order was refused, and when the restaurant opens next. */
function closedMessage(next: DateTime | null, timezone: string): string {
  const opens = next ? `; it opens at ${next.setZone(timezone).toISO({ suppressMilliseconds: true })}` : '';
  return `the restaurant is closed when this order would be ready${opens}`;
}

/**
 * checkout 4 "Time selection", on the platform's side: an order for a slot names a slot of its order type
 * that is still offered on its day (else timeslot_error), and the slot holds at most max_orders orders
 * (else limitation_order with the slot, browsing 2.7: limitation_order_timeslot_full). `taken` counts
 * the orders already in the slot; the engine calls this inside the transaction that stores the order,
 * so concurrent submits cannot both take the last place. An order type without time slots is asap: the
 * restaurant must be open at now plus the preparation time (issue 22.4, else timeslot_error).
 */
export function checkSlot(
  settings: RestaurantSettings,
  orderType: OrderTypeSettings,
  payload: OrderPayload,
  now: DateTime,
  taken: (slot: SlotKey) => number,
): { readonly slot: SlotKey | null; readonly rejection: OrderRejection | null } {
  const context = scheduleContextOf(settings, orderType, now);
  if (!hasTimeSelection(orderType)) {
    if (payload.time_slot_id !== null) throw new SimulatorError('bad_request', 'this order type has no time slots', 'time_slot_id');
    // Issue 22.4: asap is ready at now plus preparation; outside the opening hours no order is taken, whatever the client says.
    const closed = closedForOrdering(context);
    if (closed) return { slot: null, rejection: { err: 'timeslot_error', field: 'time_slot_id', message: closedMessage(closed.next, settings.timezone) } };
    return { slot: null, rejection: null };
  }
  const date = slotDateOf(payload, settings.timezone, now);
  const day = scheduleDays(context).find((offered) => offered.date === date);
  if (payload.time_slot_id === null) {
    // Asap ("now"): only today, when the order type collects now and the restaurant is open.
    const asap = day?.today && offeredSlots(context, day).some((slot) => slot.id === 0);
    return asap ? { slot: null, rejection: null } : { slot: null, rejection: { err: 'timeslot_error' } };
  }
  const template = orderType.timeSlots.find((slot) => slot.id === payload.time_slot_id);
  if (!template) throw new SimulatorError('bad_request', `no time slot ${payload.time_slot_id} for this order type`, 'time_slot_id');
  if (!day || !offeredSlots(context, day).some((slot) => slot.id === template.id)) return { slot: null, rejection: { err: 'timeslot_error' } };
  const slot = { timeSlotId: template.id, date };
  if (taken(slot) >= template.max_orders) {
    return { slot, rejection: { err: 'limitation_order', entities: { productIds: [], categoriesIds: [], timeSlotId: template.id } } };
  }
  return { slot, rejection: null };
}
