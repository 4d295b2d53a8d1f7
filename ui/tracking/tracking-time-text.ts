import { DateTime } from 'luxon';
import type { TrackingTime } from '../../core/domain/tracking/tracking-time';

/**
 * Issue 22.3: "À retirer entre 12:30 et 13:00", "À retirer mardi 2 mars entre 19:30 et 20:00" for a slot
 * (its day when not today), "À retirer vers 12:45" for an order placed as soon as possible.
 */
export function trackingTimeText(when: TrackingTime, takeAway: boolean, t: (key: string, values?: Record<string, string>) => string, language: string): string {
  const time = (instant: DateTime) => instant.setLocale(language).toLocaleString(DateTime.TIME_SIMPLE);
  if (when.kind === 'around') return t(takeAway ? 'tracking_pickup_time' : 'tracking_estimate', { time: time(when.time) });
  const times = when.end ? t('tracking_slot_between', { start: time(when.start), end: time(when.end) }) : t('tracking_slot_at', { start: time(when.start) });
  const day = when.start.setLocale(language).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' });
  return t(takeAway ? 'tracking_pickup_slot' : 'tracking_ready_slot', { when: when.today ? times : t('tracking_slot_on_day', { day, time: times }) });
}
