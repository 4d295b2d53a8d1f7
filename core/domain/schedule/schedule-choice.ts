import { DateTime } from 'luxon';
import type { OrderTypeSettings } from '../order-type/order-type';
import type { RestaurantSettings } from '../restaurant/restaurant-settings';
import type { ChosenTimeSlot } from './chosen-time-slot';
import type { ScheduleContext, ScheduleDay } from './offered-slots';
import { ASAP_SLOT_ID } from './time-slot-settings';

/** checkout 3 scheduleSelected: the day and the time range chosen. */
export interface ScheduleChoice {
  readonly day: ScheduleDay;
  readonly slot: ChosenTimeSlot;
}

/** The schedule context of an order type of a restaurant at `now` (checkout 3: timezone, default_preparation_time, opening_hours). */
export function scheduleContextOf(settings: RestaurantSettings, orderType: OrderTypeSettings, now: DateTime, extraPreparationMinutes = 0): ScheduleContext {
  return {
    schedule: orderType,
    timezone: settings.timezone,
    openingHours: settings.opening_hours,
    specificOpeningHours: settings.specific_opening_hours ?? [],
    isClosed: settings.is_closed,
    preparationMinutes: Math.max(settings.default_preparation_time, extraPreparationMinutes),
    now,
  };
}

/**
 * checkout 3: what the payload carries of the choice: time_slot_id (none for asap, "now"), and
 * order_delivery_date (epoch seconds) for a day other than today (ours: every pre-order day, so the
 * platform knows which day's slot is taken; the spec names it for long pre-orders).
 */
export function scheduleFieldsOf(choice: ScheduleChoice | null): { time_slot_id: number | null; order_delivery_date: number | null } {
  if (!choice) return { time_slot_id: null, order_delivery_date: null };
  const start = DateTime.fromISO(choice.slot.start_time, { setZone: true });
  return {
    time_slot_id: choice.slot.id === ASAP_SLOT_ID ? null : choice.slot.id,
    order_delivery_date: choice.day.today ? null : Math.floor(start.toSeconds()),
  };
}
