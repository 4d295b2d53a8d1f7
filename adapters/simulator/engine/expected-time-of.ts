import { DateTime } from 'luxon';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import { DELIVERY_MINUTES } from '../../../core/domain/tracking/expected-time';
import { trackingStepsFor } from '../../../core/domain/tracking/track-status';
import type { OrderEvent, OrderStatusName, StoredOrder } from '../store/simulator-store';

/** What the simulator knows of an order's time, beside the order itself. */
export interface ExpectedTimeFacts {
  /** The order's status changes, oldest first (the store's history). */
  readonly events: readonly OrderEvent[];
  /** The kitchen's preparation time for this order as of now, a busy kitchen's minutes included (issue 20.3). */
  readonly preparationMinutes: number;
  /** The end of the slot the order was placed for (its start when it has no end); null for an order as soon as possible. */
  readonly slotEnd: string | null;
  readonly timezone: string;
}

/**
 * Issue 20.4, ours: the platform's expected time of an order (the track status's expected_time), computed again on
 * every answer so that it moves with the order: an order for a slot is expected at the slot's end; else the kitchen
 * has it ready the preparation time after it was sent (paid, for an order paid online), longer while the kitchen is
 * busy, and once ready it is ready then. A delivery adds the ride, from the moment it was picked up once it was.
 * Nothing is expected of an order done, canceled, waiting for its payment, or ready to collect.
 */
export function expectedTimeOf(order: StoredOrder, facts: ExpectedTimeFacts): string | null {
  const steps = trackingStepsFor(order.payload.order_types_id);
  if (order.canceled || order.status === 'awaiting_payment' || order.stepIndex < 0 || order.stepIndex >= steps.length - 1) return null;
  const delivery = order.payload.order_types_id === OrderTypeId.delivery;
  const readyIndex = steps.indexOf('ready');
  if (!delivery && order.stepIndex >= readyIndex) return null;
  if (facts.slotEnd !== null) return facts.slotEnd;
  const at = (status: OrderStatusName): DateTime | null => {
    // The latest time the order reached that step (a step is reached once, but the history is the judge).
    const event = facts.events.filter((e) => e.status === status).at(-1);
    const parsed = event ? DateTime.fromISO(event.at, { zone: 'utc' }) : null;
    return parsed?.isValid ? parsed : null;
  };
  const sentAt = at('sent') ?? DateTime.fromISO(order.placedAt, { zone: 'utc' });
  const readyAt = order.stepIndex >= readyIndex ? (at('ready') ?? sentAt) : sentAt.plus({ minutes: Math.max(0, facts.preparationMinutes) });
  const pickedUpAt = delivery && order.stepIndex >= steps.indexOf('picked_up') ? at('picked_up') : null;
  const expected = delivery ? (pickedUpAt ?? readyAt).plus({ minutes: DELIVERY_MINUTES }) : readyAt;
  return expected.setZone(facts.timezone).toISO();
}
