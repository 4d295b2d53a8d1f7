import { DateTime } from 'luxon';
import { OrderTypeId } from '../order-type/order-type';
import type { TrackingProgress, TrackStatus } from './track-status';
import { trackingProgress } from './track-status';

/** Ours: a courier's ride, added to the moment a delivery is ready when the platform gives no time of its own. */
export const DELIVERY_MINUTES = 20;

/** Ours: an order is said late only once this much past its expected time (a kitchen's minute or two is not late). */
export const LATE_AFTER_MINUTES = 5;

/**
 * Issue 20.4: what the tracking page knows to say when the order will be ready (or delivered). The platform's
 * own expected time comes first; else the chosen slot (issue 22.3); else the moment placed plus the
 * establishment's preparation time (a busy kitchen's minutes included, issue 20.3) and, for a delivery, the ride.
 */
export interface ExpectedTimeInput {
  readonly orderType: OrderTypeId;
  /** When an order placed as soon as possible was placed; null when not told. */
  readonly placedAt: DateTime | null;
  /** The slot the order was placed for; null for an order placed as soon as possible. */
  readonly slot: { readonly start: DateTime; readonly end: DateTime | null } | null;
  /** The platform's expected time (ours: the track status's expected_time), when it gives one. */
  readonly platformExpected: DateTime | null;
  /** checkout 3: default_preparation_time as of now, the busy minutes included. */
  readonly preparationMinutes: number;
  readonly progress: Pick<TrackingProgress, 'outcome' | 'steps'>;
  readonly now: DateTime;
  /** The establishment's zone: every time said is its wall clock. */
  readonly timezone: string;
}

export type ExpectedTime =
  | { readonly kind: 'ready_at'; readonly time: DateTime; readonly slot: boolean }
  | { readonly kind: 'delivered_around'; readonly time: DateTime; readonly slot: boolean }
  /** Past the expected time and not there yet: said kindly, with the time that was expected. */
  | { readonly kind: 'late'; readonly expected: DateTime; readonly of: 'ready' | 'delivery' }
  /** Nothing to expect: done, canceled, not in the kitchen yet, ready to collect, or no time known. */
  | { readonly kind: 'none' };

const NONE: ExpectedTime = { kind: 'none' };

function reached(progress: ExpectedTimeInput['progress'], type: TrackingProgress['steps'][number]['type']): boolean {
  return progress.steps.some((step) => step.type === type && step.state !== 'pending');
}

export function expectedTime(input: ExpectedTimeInput): ExpectedTime {
  const { progress, orderType } = input;
  if (progress.outcome !== 'in_progress' || !progress.steps.some((step) => step.state !== 'pending')) return NONE;
  const delivery = orderType === OrderTypeId.delivery;
  // Ready to collect (or to be brought up to the room): the step says it, a time would only repeat it.
  if (!delivery && reached(progress, 'ready')) return NONE;
  const expected = expectedInstant(input, delivery);
  if (expected === null) return NONE;
  const time = expected.setZone(input.timezone);
  if (input.now > time.plus({ minutes: LATE_AFTER_MINUTES })) return { kind: 'late', expected: time, of: delivery ? 'delivery' : 'ready' };
  // Issue 22.3: an order for a slot shows its slot, whatever time the platform expects within it.
  const slot = input.slot !== null;
  return delivery ? { kind: 'delivered_around', time, slot } : { kind: 'ready_at', time, slot };
}

function expectedInstant(input: ExpectedTimeInput, delivery: boolean): DateTime | null {
  if (input.platformExpected !== null) return input.platformExpected;
  if (input.slot !== null) return input.slot.end ?? input.slot.start;
  if (input.placedAt === null) return null;
  const minutes = Math.max(0, input.preparationMinutes) + (delivery ? DELIVERY_MINUTES : 0);
  return input.placedAt.plus({ minutes });
}

const instant = (iso: string | null | undefined, timezone: string): DateTime | null => {
  if (iso === null || iso === undefined) return null;
  const parsed = DateTime.fromISO(iso, { zone: timezone });
  return parsed.isValid ? parsed : null;
};

/** The expected time of a track status read from the platform, with the establishment's preparation time and zone. */
export function expectedTimeOf(status: TrackStatus, establishment: { readonly timezone: string; readonly default_preparation_time: number }, now: DateTime): ExpectedTime {
  const { timezone } = establishment;
  // checkout 3: a slot chosen (time_slot_id), or a pre-order's day: start and end are the slot's.
  const slotted = (status.time_slot_id ?? null) !== null || status.order_delivery_date !== null;
  const start = instant(status.start_time, timezone);
  return expectedTime({
    orderType: status.order_type,
    placedAt: slotted ? null : start,
    slot: slotted && start ? { start, end: instant(status.end_time, timezone) } : null,
    platformExpected: instant(status.expected_time, timezone),
    preparationMinutes: establishment.default_preparation_time,
    progress: trackingProgress(status),
    now,
    timezone,
  });
}
