import { describe, expect, it } from 'vitest';
import { scheduleFieldsOf } from '../../../../../core/domain/schedule/schedule-choice';

describe('what the order payload carries of the schedule (checkout 3)', () => {
  it('checkout 3: no choice sends no slot and no date', () => {
    expect(scheduleFieldsOf(null)).toEqual({ time_slot_id: null, order_delivery_date: null });
  });

  it('checkout 5: the asap slot ("now") sends no slot id', () => {
    expect(scheduleFieldsOf({ day: { date: '2026-11-25', today: true }, slot: { id: 0, start_time: '2026-11-25T18:10:00.000+01:00', end_time: null } })).toEqual({
      time_slot_id: null,
      order_delivery_date: null,
    });
  });

  it('checkout 3: a slot today sends its id; a pre-order day sends the slot start in epoch seconds too', () => {
    const slot = { id: 4, start_time: '2026-11-27T19:00:00.000+01:00', end_time: '2026-11-27T19:30:00.000+01:00' };
    expect(scheduleFieldsOf({ day: { date: '2026-11-27', today: true }, slot })).toEqual({ time_slot_id: 4, order_delivery_date: null });
    expect(scheduleFieldsOf({ day: { date: '2026-11-27', today: false }, slot })).toEqual({ time_slot_id: 4, order_delivery_date: Date.UTC(2026, 10, 27, 18, 0) / 1000 });
  });
});
