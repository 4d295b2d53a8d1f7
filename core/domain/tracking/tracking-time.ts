import { DateTime } from 'luxon';
import type { TrackStatus } from './track-status';

/**
 * When the tracking page says the order is ready (issue 22.3): an order placed for a slot shows that slot,
 * start and end, with its day when it is not today; an order placed as soon as possible shows the
 * estimate ("vers 12:45"). Times in the restaurant's zone.
 */
export type TrackingTime =
  | { readonly kind: 'around'; readonly time: DateTime }
  | { readonly kind: 'slot'; readonly start: DateTime; readonly end: DateTime | null; readonly today: boolean };

const instant = (iso: string | null, timezone: string): DateTime | null => {
  if (iso === null) return null;
  const parsed = DateTime.fromISO(iso, { zone: timezone });
  return parsed.isValid ? parsed : null;
};

export function trackingTimeOf(status: Pick<TrackStatus, 'time_slot_id' | 'order_delivery_date' | 'start_time' | 'end_time'>, timezone: string, now: DateTime): TrackingTime | null {
  // checkout 3: a slot chosen (time_slot_id), or a pre-order's day (order_delivery_date): start and end are the slot's.
  const slotted = (status.time_slot_id ?? null) !== null || status.order_delivery_date !== null;
  const start = instant(status.start_time, timezone);
  if (slotted && start) return { kind: 'slot', start, end: instant(status.end_time, timezone), today: start.hasSame(now.setZone(timezone), 'day') };
  const time = instant(status.end_time, timezone);
  return time ? { kind: 'around', time } : null;
}
