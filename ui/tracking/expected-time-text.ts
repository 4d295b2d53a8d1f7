import { DateTime } from 'luxon';
import type { ExpectedTime } from '../../core/domain/tracking/expected-time';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * Issue 20.4: "À retirer vers 12:45" (take away), "Prête vers 12:45", "Livrée vers 13:05"; late, kindly, with the
 * time that was said. Null for a slot (its own text says it, issue 22.3) and when nothing is expected.
 */
export function expectedTimeText(expected: ExpectedTime, takeAway: boolean, t: Translate, language: string): string | null {
  const time = (instant: DateTime) => instant.setLocale(language).toLocaleString(DateTime.TIME_SIMPLE);
  switch (expected.kind) {
    case 'none':
      return null;
    case 'late':
      return t(expected.of === 'delivery' ? 'tracking_late_delivery' : 'tracking_late_ready', { time: time(expected.expected) });
    case 'ready_at':
      return expected.slot ? null : t(takeAway ? 'tracking_pickup_time' : 'tracking_estimate', { time: time(expected.time) });
    case 'delivered_around':
      return expected.slot ? null : t('tracking_delivered_around', { time: time(expected.time) });
  }
}
