import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { closedForOrdering } from '../../../../../core/domain/schedule/closed-for-ordering';
import type { ScheduleContext } from '../../../../../core/domain/schedule/offered-slots';
import type { OrderTypeSchedule } from '../../../../../core/domain/schedule/time-slot-settings';
import type { OpeningPeriod, Weekday } from '../../../../../core/domain/restaurant/opening-hours';

/** Le Comptoir's hours: Tuesday to Saturday lunch and dinner, Sunday lunch, closed on Monday. */
const COMPTOIR: OpeningPeriod[] = [
  ...([2, 3, 4, 5, 6] as Weekday[]).flatMap((day) => [
    { day, open: '12:00', close: '14:30' },
    { day, open: '19:00', close: '22:30' },
  ]),
  { day: 7, open: '12:00', close: '14:30' },
];

/** An order type without time slots that collects now (Le Comptoir's take-away). */
const asapOnly: OrderTypeSchedule = {
  timeSlots: [],
  pre_order: false,
  long_pre_order: false,
  long_pre_order_days_number_in_advance: 0,
  time_slot_delay: 0,
  time_slot_delay_end_time: null,
  is_without_time_slots: false,
  is_collect_now: true,
};

const withSlots: OrderTypeSchedule = {
  ...asapOnly,
  pre_order: true,
  timeSlots: [{ id: 1, days: [1, 2, 3, 4, 5, 6, 7], start: '19:30', end: '20:00', visible: true, max_orders: 5 }],
};

/** Wednesday 25 November 2026 in Paris unless told. */
function context(nowInParis: string, overrides: Partial<ScheduleContext> = {}): ScheduleContext {
  return {
    schedule: asapOnly,
    timezone: 'Europe/Paris',
    openingHours: COMPTOIR,
    isClosed: false,
    preparationMinutes: 15,
    now: DateTime.fromISO(nowInParis, { zone: 'Europe/Paris' }).toUTC(),
    ...overrides,
  };
}

const local = (instant: DateTime | null | undefined) => instant?.setZone('Europe/Paris').toFormat('ccc HH:mm') ?? null;

describe('orders taken while closed (issue 22.4; checkout-payment-tracking 4 "Checkout flow" and 5 "Time slots offered")', () => {
  it('checkout 4: at 02:00 an order type without time slots takes no order, and says it opens at 12:00', () => {
    const closed = closedForOrdering(context('2026-11-25T02:00'));
    expect(closed).not.toBeNull();
    expect(local(closed?.next)).toBe('Wed 12:00');
  });

  it('checkout 4: inside the opening hours, the asap order is taken', () => {
    expect(closedForOrdering(context('2026-11-25T12:20'))).toBeNull();
  });

  it('checkout 5: the asap order is ready at now plus preparation, which must be inside the hours', () => {
    // 14:20 + 15 min is 14:35, after lunch closes at 14:30: it waits for the dinner at 19:00.
    expect(local(closedForOrdering(context('2026-11-25T14:20'))?.next)).toBe('Wed 19:00');
    expect(closedForOrdering(context('2026-11-25T14:10'))).toBeNull();
  });

  it('checkout 4: on a Monday (no opening hours that day) it opens again on Tuesday', () => {
    expect(local(closedForOrdering(context('2026-11-23T12:30'))?.next)).toBe('Tue 12:00');
  });

  it('checkout 4: closed by the restaurant (is_closed) takes no order, with no known reopening', () => {
    expect(closedForOrdering(context('2026-11-25T12:20', { isClosed: true }))).toEqual({ next: null });
  });

  it('checkout 5: an order type with time slots is not closed while a slot inside the hours is offered', () => {
    expect(closedForOrdering(context('2026-11-25T02:00', { schedule: withSlots }))).toBeNull();
  });

  it('checkout 5: an order type with time slots and no slot left is closed until it opens', () => {
    const noSlot = { ...withSlots, pre_order: false, timeSlots: [{ ...withSlots.timeSlots[0]!, days: [1] as Weekday[] }] };
    expect(local(closedForOrdering(context('2026-11-25T02:00', { schedule: noSlot }))?.next)).toBe('Wed 12:00');
  });

  it('no opening hours given: nothing says it is closed', () => {
    expect(closedForOrdering(context('2026-11-25T02:00', { openingHours: [] }))).toBeNull();
  });
});
