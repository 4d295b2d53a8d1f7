import { DateTime } from 'luxon';
import type { Clock } from '../../core/ports/clock';

export class SystemClock implements Clock {
  now(): DateTime {
    return DateTime.now();
  }
}
