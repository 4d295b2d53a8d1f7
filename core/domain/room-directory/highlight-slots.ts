import { DateTime } from 'luxon';
import type { OrderTypeSettings } from '../order-type/order-type';
import { OrderTypeId } from '../order-type/order-type';
import type { ScheduleContext } from '../schedule/offered-slots';
import { earliestStart, offeredSlots, scheduleDays } from '../schedule/offered-slots';
import type { ScheduleChoice } from '../schedule/schedule-choice';
import { SLOT_HORIZON_HOURS, hasTimeSelection } from '../schedule/time-slot-settings';

/**
 * browsing 9 "Time slots (used in the highlight flow): only visible, sorted, within the next 12 hours and
 * not earlier than now plus preparation time". The checkout's own offer (offeredSlots: visible, sorted,
 * inside the opening hours, asap first when the order type collects now) over the days it offers, kept
 * to the next 12 hours whatever the order type's pre-order settings: the drawer orders one product for
 * soon, and the slot it sends is one the platform takes. The asap slot's label is the establishment's
 * `asap_label` setting (checkout 5: "now", or "in fifteen minutes" for one restaurant).
 */
export function highlightSlots(context: ScheduleContext): ScheduleChoice[] {
  if (!hasTimeSelection(context.schedule)) return [];
  const earliest = earliestStart(context);
  const horizon = context.now.plus({ hours: SLOT_HORIZON_HOURS });
  return scheduleDays(context)
    .flatMap((day) => offeredSlots(context, day).map((slot) => ({ day, slot })))
    .filter(({ slot }) => {
      const start = DateTime.fromISO(slot.start_time, { setZone: true });
      return start >= earliest && start <= horizon;
    })
    .sort((a, b) => DateTime.fromISO(a.slot.start_time).toMillis() - DateTime.fromISO(b.slot.start_time).toMillis() || a.slot.id - b.slot.id);
}

/** browsing 2.9: the time select shows when the order type has a time to choose (checkout 3). */
export function highlightTimeSelectShown(context: ScheduleContext): boolean {
  return hasTimeSelection(context.schedule);
}

/**
 * browsing 2.9, step 1 "order type/time": the order types the guest may choose among in the drawer (ours:
 * the spec names the choice, not its list). The restaurant's order types that the drawer can complete:
 * one paid on the spot (the drawer takes no card), and not a delivery to an address (the drawer asks no
 * address). The highlight's own order type comes first, the others in the restaurant's order.
 */
export function highlightOrderTypeIds(
  orderTypes: readonly Pick<OrderTypeSettings, 'id' | 'order_type_providers'>[],
  initial: OrderTypeId,
): readonly OrderTypeId[] {
  const applicable = orderTypes
    .filter((type) => type.id !== OrderTypeId.delivery && type.order_type_providers.some((provider) => provider.type === 'ONSPOT' && !provider.disabled))
    .map((type) => type.id);
  return [initial, ...applicable.filter((id) => id !== initial)];
}
