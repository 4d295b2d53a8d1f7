import type { DateTime } from 'luxon';
import { openingState } from '../restaurant/opening-hours';
import type { ScheduleContext } from './offered-slots';
import { earliestStart, isOpenAt, scheduleDays } from './offered-slots';
import { hasTimeSelection } from './time-slot-settings';

/** The order type cannot be ordered now: `next` is when the restaurant opens again, null when unknown (is_closed, no hours ahead). */
export interface ClosedForOrdering {
  readonly next: DateTime | null;
}

/**
 * Issue 22.4, checkout 4 ("Before sending, the schedule and opening-time checks must pass"; "The app
 * becomes consultative when the restaurant is closed") and checkout 5 (time slots offered): closed
 * (is_closed, or outside opening_hours) leaves only a slot inside opening hours. An order type without
 * time slots is "as soon as possible": it is taken only when the restaurant is open at now plus the
 * preparation time, when the order is ready. An order type with time slots is closed only when no day
 * offers a slot (offeredSlots already keeps the slots and the asap inside opening hours).
 */
export function closedForOrdering(context: ScheduleContext): ClosedForOrdering | null {
  if (context.isClosed) return { next: null };
  if (hasTimeSelection(context.schedule)) {
    // Open now without a slot left (late in the evening) is not closed: the slot picker says there is none.
    if (scheduleDays(context).length > 0 || isOpenAt(context, context.now)) return null;
    return { next: nextOpening(context, context.now) };
  }
  const ready = earliestStart(context);
  return isOpenAt(context, ready) ? null : { next: nextOpening(context, ready) };
}

function nextOpening(context: ScheduleContext, from: DateTime): DateTime | null {
  const state = openingState(context.openingHours, context.isClosed, from.setZone(context.timezone), context.specificOpeningHours);
  return state.kind === 'closed' ? state.next : null;
}
