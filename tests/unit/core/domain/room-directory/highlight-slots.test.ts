import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { highlightOrderTypeIds, highlightSlots, highlightTimeSelectShown } from '../../../../../core/domain/room-directory/highlight-slots';
import type { ScheduleContext } from '../../../../../core/domain/schedule/offered-slots';
import type { OrderTypeSchedule, TimeSlotTemplate } from '../../../../../core/domain/schedule/time-slot-settings';
import type { Weekday } from '../../../../../core/domain/restaurant/opening-hours';

const EVERY_DAY: Weekday[] = [1, 2, 3, 4, 5, 6, 7];
const slot = (id: number, start: string, overrides: Partial<TimeSlotTemplate> = {}): TimeSlotTemplate => ({ id, days: EVERY_DAY, start, end: null, visible: true, max_orders: 2, ...overrides });

/** An order type taking pre-orders a week ahead: the checkout offers whole days, the drawer twelve hours. */
const schedule = (overrides: Partial<OrderTypeSchedule> = {}): OrderTypeSchedule => ({
  timeSlots: [slot(4, '21:00'), slot(1, '08:00'), slot(3, '19:00'), slot(2, '12:00', { visible: false })],
  pre_order: true,
  long_pre_order: true,
  long_pre_order_days_number_in_advance: 6,
  time_slot_delay: 0,
  time_slot_delay_end_time: null,
  is_without_time_slots: false,
  is_collect_now: false,
  ...overrides,
});

function context(nowInParis: string, overrides: Partial<ScheduleContext> = {}): ScheduleContext {
  return { schedule: schedule(), timezone: 'Europe/Paris', openingHours: [], isClosed: false, preparationMinutes: 0, now: DateTime.fromISO(nowInParis, { zone: 'Europe/Paris' }).toUTC(), ...overrides };
}

const starts = (choices: ReturnType<typeof highlightSlots>) => choices.map((choice) => DateTime.fromISO(choice.slot.start_time, { zone: 'Europe/Paris' }).toFormat('ccc HH:mm'));

describe('browsing 9: the highlight flow time slots', () => {
  it('only visible ones, sorted, within the next 12 hours, across midnight', () => {
    expect(starts(highlightSlots(context('2026-11-25T18:30')))).toEqual(['Wed 19:00', 'Wed 21:00']);
    expect(starts(highlightSlots(context('2026-11-25T20:30')))).toEqual(['Wed 21:00', 'Thu 08:00']);
  });

  it('not earlier than now plus the preparation time', () => {
    expect(starts(highlightSlots(context('2026-11-25T18:30', { preparationMinutes: 45 })))).toEqual(['Wed 21:00']);
  });

  it('the asap slot first when the order type collects now', () => {
    const choices = highlightSlots(context('2026-11-25T18:30', { schedule: schedule({ is_collect_now: true }) }));
    expect(choices[0]?.slot.id).toBe(0);
    expect(choices).toHaveLength(3);
  });

  it('no time select, no slots, for an order type without time slots', () => {
    const without = context('2026-11-25T18:30', { schedule: schedule({ is_without_time_slots: true }) });
    expect(highlightTimeSelectShown(without)).toBe(false);
    expect(highlightSlots(without)).toEqual([]);
    expect(highlightTimeSelectShown(context('2026-11-25T18:30'))).toBe(true);
  });
});

describe('browsing 2.9: the order types offered on the drawer\'s step 1', () => {
  const onSpot = { type: 'ONSPOT' as const, disabled: false };
  const online = { type: 'ONLINE' as const, disabled: false };
  const type = (id: 1 | 2 | 3 | 5, providers: readonly { type: 'ONSPOT' | 'ONLINE'; disabled: boolean }[]) =>
    ({ id, order_type_providers: providers.map((provider, index) => ({ ...provider, provider_id: index + 1, provider_name: {}, payment_types: [] })) });
  it('the highlight\'s own first, then those paid on the spot that ask no address', () => {
    const types = [type(1, [onSpot]), type(2, [onSpot]), type(3, [onSpot]), type(5, [online]), type(5, [{ type: 'ONSPOT', disabled: true }])];
    expect(highlightOrderTypeIds(types, 3)).toEqual([3, 1]);
  });
  it('one order type alone: nothing to choose', () => {
    expect(highlightOrderTypeIds([type(5, [onSpot])], 5)).toEqual([5]);
  });
});
