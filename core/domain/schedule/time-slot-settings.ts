import type { Weekday } from '../restaurant/opening-hours';

/**
 * checkout 3 selectedOrderType.timeSlots, one weekly slot of an order type (the spec does not show its
 * shape; ours): the weekdays it runs, local start and optional end "HH:mm" in the restaurant's zone, whether it is
 * visible, and how many orders it holds (the simulator never takes more: checkout 4 "Time selection").
 */
export interface TimeSlotTemplate {
  readonly id: number;
  readonly days: readonly Weekday[];
  readonly start: string;
  readonly end: string | null;
  readonly visible: boolean;
  readonly max_orders: number;
}

/** checkout 3: the order type's time selection fields (selectedOrderType). */
export interface OrderTypeSchedule {
  readonly timeSlots: readonly TimeSlotTemplate[];
  readonly pre_order: boolean;
  readonly long_pre_order: boolean;
  readonly long_pre_order_days_number_in_advance: number;
  /** checkout 4: today is unavailable when the delay exceeds 1. */
  readonly time_slot_delay: number;
  /** checkout 4: today is unavailable once this local "HH:mm" has passed; null when none. */
  readonly time_slot_delay_end_time: string | null;
  readonly is_without_time_slots: boolean;
  readonly is_collect_now: boolean;
}

/** checkout 5: the asap slot is labelled 'now', or 'in fifteen minutes' (a per-establishment setting here). */
export type AsapLabel = 'now' | 'in_fifteen_minutes';

/** The order type has a time to choose: slots given, and not marked without time slots. */
export function hasTimeSelection(schedule: Pick<OrderTypeSchedule, 'timeSlots' | 'is_without_time_slots'>): boolean {
  return !schedule.is_without_time_slots && schedule.timeSlots.length > 0;
}

/** checkout 9: time slots horizon 12 hours. */
export const SLOT_HORIZON_HOURS = 12;

/** The id of the asap slot ("now"): no weekly slot has it (ids are whole numbers from 1). */
export const ASAP_SLOT_ID = 0;
