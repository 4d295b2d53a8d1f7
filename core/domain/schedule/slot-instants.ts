import { DateTime } from 'luxon';
import type { ChosenTimeSlot } from './chosen-time-slot';
import type { TimeSlotTemplate } from './time-slot-settings';

/**
 * The instant a wall clock shows "HH:mm" on that ISO date in the zone, or null when that clock never
 * shows it that day: the hour skipped by a spring change of time (02:00-03:00 in Paris, 00:00-01:00 in
 * Santiago). Luxon would move such a time forward (02:30 becomes 03:30), so a slot would be offered at
 * a time the restaurant never wrote. A time shown twice (the repeated autumn hour) is one instant: the
 * one luxon picks, the later offset; so a weekly slot is offered once on that day too.
 */
export function wallClockInstant(date: string, time: string, timezone: string): DateTime | null {
  const instant = DateTime.fromISO(`${date}T${time}`, { zone: timezone });
  if (!instant.isValid || instant.toISODate() !== date || instant.toFormat('HH:mm') !== time) return null;
  return instant;
}

/**
 * A weekly slot on that date, in the restaurant's zone (issue 22.6), or null when it cannot be offered
 * that day: its start or its end falls in the skipped hour of a change of time, or its end is not after
 * its start. A slot whose end is skipped is dropped rather than stretched to 03:00: what the customer
 * reads must be the restaurant's own times, and a slot across the change would last an hour longer or
 * shorter than it says; a night slot on the one night a year the clock jumps is a small loss.
 */
export function slotOn(date: string, template: TimeSlotTemplate, timezone: string): ChosenTimeSlot | null {
  const start = wallClockInstant(date, template.start, timezone);
  if (!start) return null;
  if (template.end === null) return { id: template.id, start_time: start.toISO() ?? '', end_time: null };
  const end = wallClockInstant(date, template.end, timezone);
  if (!end || end <= start) return null;
  return { id: template.id, start_time: start.toISO() ?? '', end_time: end.toISO() ?? '' };
}
