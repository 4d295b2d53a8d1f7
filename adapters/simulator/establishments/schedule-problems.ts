import type { OpeningPeriod, Weekday } from '../../../core/domain/restaurant/opening-hours';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { ConsistencyProblem } from './consistency-problem';

/**
 * Issue 22.15: the times an establishment file gives, as the storefront and the simulator will read
 * them. Nothing here builds slots (core/domain/schedule does); it only refuses what would be offered
 * wrong: a slot "11:30 – 11:00", two slots with one id (an order for one would count against the other),
 * opening hours that close before they open, an establishment customers cannot order from at all, a
 * slot that is never offered because it starts when the establishment is closed on every day it names.
 */

const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};

/** A whole day is "00:00" to "00:00"; "00:00" as a closing time is midnight (core opening-hours.ts). */
const MIDNIGHT = '00:00';

/** Whether a period of that weekday is open at that time of day ("00:00" as a closing time is midnight). */
function openOn(periods: readonly OpeningPeriod[], day: Weekday, time: string): boolean {
  const at = minutesOf(time);
  return periods.some((period) => period.day === day && minutesOf(period.open) <= at && at < (period.close === MIDNIGHT ? 24 * 60 : minutesOf(period.close)));
}

function openingHourProblems(settings: RestaurantSettings): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = [];
  settings.opening_hours.forEach((period, index) => {
    const { open, close } = period;
    if (close === MIDNIGHT || minutesOf(close) > minutesOf(open)) return;
    // The core would read such a period as running past midnight: 18:00 to 14:00 open twenty hours. A file
    // says it in two periods instead, so that a slip of the pen cannot open a restaurant all night.
    const what = open === close ? `opens and closes at ${open}` : `closes at ${close}, before it opens at ${open}`;
    problems.push({
      field: `settings.opening_hours.${index}.close`,
      message: `${what}: a period closes later the same day ("00:00" for midnight, "00:00" to "00:00" for the whole day); past midnight, add a period on the next day from "00:00"`,
    });
  });
  return problems;
}

function slotProblems(settings: RestaurantSettings): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = [];
  settings.orderTypes.forEach((orderType, typeIndex) => {
    const seen = new Set<number>();
    const freeId = Math.max(0, ...orderType.timeSlots.map((slot) => slot.id)) + 1;
    orderType.timeSlots.forEach((slot, slotIndex) => {
      const at = `settings.orderTypes.${typeIndex}.timeSlots.${slotIndex}`;
      if (seen.has(slot.id)) problems.push({ field: `${at}.id`, message: `slot id ${slot.id} is used twice in this order type: give each slot its own id (e.g. ${freeId})` });
      seen.add(slot.id);
      if (slot.end !== null && minutesOf(slot.end) <= minutesOf(slot.start)) {
        const what = slot.end === slot.start ? `ends when it starts (${slot.start})` : `ends at ${slot.end}, before it starts at ${slot.start}`;
        problems.push({ field: `${at}.end`, message: `${what}: a slot ends later the same day, or write "end": null` });
      }
      // checkout 5: a slot is offered only when it starts inside the opening hours (none given: nothing says closed).
      if (settings.opening_hours.length > 0 && !slot.days.some((day) => openOn(settings.opening_hours, day, slot.start))) {
        problems.push({
          field: `${at}.start`,
          message: `starts at ${slot.start}, when the establishment is closed on every day the slot names (${slot.days.join(', ')}), so it is never offered: move it inside the opening hours, or add an opening period`,
        });
      }
    });
  });
  return problems;
}

/** The order types, slots and opening hours of an establishment file, in file order. */
export function scheduleProblems(settings: RestaurantSettings): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = [];
  // A group of restaurants (browsing 3, multi_establishment) takes orders through its outlets only.
  if (settings.orderTypes.length === 0 && settings.multi_establishment === null) {
    problems.push({
      field: 'settings.orderTypes',
      message: 'lists no order type, so no customer could order: list at least one, e.g. [{ "id": 3 }] for take away (only a group, with multi_establishment, has none)',
    });
  }
  // The opening hours first: a slot outside hours written wrong is told by the hours.
  return [...problems, ...openingHourProblems(settings), ...slotProblems(settings)];
}
