import { DateTime } from 'luxon';
import type { OrderTypeSettings } from '../order-type/order-type';
import type { ChosenTimeSlot } from '../schedule/chosen-time-slot';

/** browsing 2.7: the full time slot the limitation page shows: its start and optional end, in the restaurant's zone. */
export interface LimitationTimeSlot {
  readonly start: DateTime;
  readonly end: DateTime | null;
  /** Whether the day is known (the customer's chosen slot), or only the weekly slot's times. */
  readonly dated: boolean;
}

const clockTime = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return { hour, minute, second: 0, millisecond: 0 };
};

/**
 * browsing 2.7 and 3 (limitation entities: timeSlotId; time slot: id, start_time, end_time): the slot the
 * platform names, found by id. The customer's chosen slot gives its day; otherwise the restaurant's weekly
 * slot of that id gives its times. Null when neither knows the id (the page then shows no slot).
 */
export function limitationTimeSlot(
  timeSlotId: number | null | undefined,
  context: { readonly timezone: string; readonly orderTypes: readonly Pick<OrderTypeSettings, 'timeSlots'>[]; readonly chosen: ChosenTimeSlot | null; readonly now: DateTime },
): LimitationTimeSlot | null {
  if (timeSlotId === null || timeSlotId === undefined) return null;
  const { chosen, timezone } = context;
  if (chosen?.id === timeSlotId) {
    const start = DateTime.fromISO(chosen.start_time, { zone: timezone });
    const end = chosen.end_time === null ? null : DateTime.fromISO(chosen.end_time, { zone: timezone });
    if (start.isValid) return { start, end: end?.isValid ? end : null, dated: true };
  }
  const template = context.orderTypes.flatMap((type) => type.timeSlots).find((slot) => slot.id === timeSlotId);
  if (!template) return null;
  // Undated, only the times as written count: read on a day of the zone's clock with no change of time, so
  // the skipped spring hour never turns 02:30 into 03:30 (issue 22.6).
  const day = context.now.setZone(timezone).set({ month: 1, day: 15 }).startOf('day');
  return { start: day.set(clockTime(template.start)), end: template.end === null ? null : day.set(clockTime(template.end)), dated: false };
}

/** "mercredi 25 novembre, 20:30 – 21:00" (dated), "20:30 – 21:00", or "20:30" without an end, in the visitor's language. */
export function formatLimitationTimeSlot(slot: LimitationTimeSlot, locale: string): string {
  const time = (instant: DateTime) => instant.setLocale(locale).toLocaleString(DateTime.TIME_SIMPLE);
  const times = slot.end === null ? time(slot.start) : `${time(slot.start)} – ${time(slot.end)}`;
  if (!slot.dated) return times;
  return `${slot.start.setLocale(locale).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' })}, ${times}`;
}
