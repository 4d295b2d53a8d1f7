import type { DateTime } from 'luxon';
import type { OrderTypeId } from '../../domain/order-type/order-type';
import type { RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { ChosenTimeSlot } from '../../domain/schedule/chosen-time-slot';
import { closedForOrdering } from '../../domain/schedule/closed-for-ordering';
import type { ScheduleDay } from '../../domain/schedule/offered-slots';
import { defaultDay, offeredSlots, scheduleDays } from '../../domain/schedule/offered-slots';
import { scheduleContextOf } from '../../domain/schedule/schedule-choice';
import { hasTimeSelection } from '../../domain/schedule/time-slot-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';

export interface OfferedSchedule {
  /** false when the order type has no time to choose (checkout 3: is_without_time_slots, or no slots). */
  readonly hasTimeSelection: boolean;
  /** checkout 4: the day chosen by default (today if a slot is left, else pre-order). */
  readonly defaultDate: string | null;
  readonly days: readonly (ScheduleDay & { readonly slots: readonly ChosenTimeSlot[] })[];
  /**
   * Issue 22.4: the order type takes no order at that instant (closed, and no slot inside the opening
   * hours, or "as soon as possible" ready after closing): `until` is when it opens again, null when unknown.
   */
  readonly closed: { readonly until: string | null } | null;
}

/**
 * checkout 4 "Time selection": the days and slots an order type offers at a given instant (the
 * checkout's picker, and `ordering slots --at` for support staff checking a restaurant's set-up).
 */
export class ListOfferedSlots {
  execute(input: { settings: RestaurantSettings; orderTypeId: OrderTypeId; at: DateTime }): Result<OfferedSchedule, 'order_type_unavailable'> {
    const orderType = input.settings.orderTypes.find((type) => type.id === input.orderTypeId);
    if (!orderType) return fail('order_type_unavailable');
    const context = scheduleContextOf(input.settings, orderType, input.at);
    const shut = closedForOrdering(context);
    const closed = shut && { until: shut.next?.toISO() ?? null };
    if (!hasTimeSelection(orderType)) return ok({ hasTimeSelection: false, defaultDate: null, days: [], closed });
    const days = scheduleDays(context);
    return ok({ hasTimeSelection: true, defaultDate: defaultDay(days)?.date ?? null, days: days.map((day) => ({ ...day, slots: offeredSlots(context, day) })), closed });
  }
}
