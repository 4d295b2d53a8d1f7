import type { DateTime } from 'luxon';
import type { Booking, TimeSlot } from './booking';

/** accounts 9: a slot more than 85 % booked says how many spots are left. */
export const NEARLY_FULL_RATIO = 0.85;

export interface ShownSlot extends TimeSlot {
  /** accounts 3: set client side; a slot already begun cannot be chosen (accounts 5). */
  readonly visible: boolean;
}

/** accounts 2 and 9: the day's slots sorted by start time; today's past ones are not visible. */
export function slotsOfDay(booking: Pick<Booking, 'timeSlots'>, day: string, now: DateTime): readonly ShownSlot[] {
  const today = now.toISODate();
  const time = now.toFormat('HH:mm');
  return booking.timeSlots
    .filter((slot) => slot.date === day)
    .map((slot) => ({ ...slot, visible: day > (today ?? '') || (day === today && slot.startTime > time) }))
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** accounts 5: full (disabled) when already booked plus the chosen persons exceeds the capacity. */
export const isSlotFull = (slot: Pick<TimeSlot, 'nbPersonMax' | 'nbAlreadyBooked'>, nbPerson: number): boolean =>
  slot.nbAlreadyBooked + nbPerson > slot.nbPersonMax;

export const isSlotSelectable = (slot: ShownSlot, nbPerson: number): boolean => slot.visible && !isSlotFull(slot, nbPerson);

/** accounts 8 and 9: 'full', or 'spot(s)_left_with_nb' above 85 % booked, or nothing to say. */
export type SlotLabel = { readonly key: 'full' } | { readonly key: 'spot_left_with_nb' | 'spots_left_with_nb'; readonly nb: number } | null;

export function slotLabel(slot: Pick<TimeSlot, 'nbPersonMax' | 'nbAlreadyBooked'>, nbPerson: number): SlotLabel {
  if (isSlotFull(slot, nbPerson)) return { key: 'full' };
  if (slot.nbPersonMax <= 0 || slot.nbAlreadyBooked / slot.nbPersonMax <= NEARLY_FULL_RATIO) return null;
  const left = slot.nbPersonMax - slot.nbAlreadyBooked;
  return { key: left === 1 ? 'spot_left_with_nb' : 'spots_left_with_nb', nb: left };
}
