import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Booking, BookingInfo, CancelReason } from '../../../../../core/domain/booking/booking';
import { EMPTY_BOOKING_FORM } from '../../../../../core/domain/booking/booking-validation';
import type { BookingGateway } from '../../../../../core/ports/booking-gateway';
import type { ClientLogEntry } from '../../../../../core/ports/client-log';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { CancelEventBooking, LoadEventBooking } from '../../../../../core/use-cases/booking/event-booking';
import { LoadBooking } from '../../../../../core/use-cases/booking/load-booking';
import { SubmitBooking } from '../../../../../core/use-cases/booking/submit-booking';

const BOOKING: Booking = {
  id: 105,
  nbPersonMax: 20,
  price: null,
  priceDetails: '',
  timeSlots: [{ id: '2025-06-13T19:00', date: '2025-06-13', startTime: '19:00', endTime: null, nbPersonMax: 30, nbAlreadyBooked: 0 }],
  eventSpecificHours: [],
  dayStart: '2025-06-12',
  dayEnd: '2025-08-11',
  alwaysAccessible: false,
  title: 'Table',
  description: '',
  content: '',
  images: [],
};
const EVENT = { id: 1, uuid: 'u-1', status: 'CONFIRMED' as const, day: '2025-06-13', timeSlot: '19:00', nbPerson: 2, name: 'Ana', email: 'ana@example.com', phone: null, roomNumber: null, roomCategoryBooking: { id: 105, title: 'Table' }, reasonCancel: null, comment: '', createdAt: '' };

function aGateway(failWith?: GatewayError) {
  const calls: { submits: { info: BookingInfo; key: string }[]; cancels: CancelReason[]; loads: { from: string; to: string }[] } = { submits: [], cancels: [], loads: [] };
  const gateway: BookingGateway = {
    loadBooking: async (_id, _category, days) => {
      calls.loads.push(days);
      if (failWith) throw failWith;
      return BOOKING;
    },
    submitBooking: async (_id, info, key) => {
      calls.submits.push({ info, key });
      if (failWith) throw failWith;
      return { uuid: 'u-1', status: 'CONFIRMED' };
    },
    getEventBooking: async () => {
      if (failWith) throw failWith;
      return EVENT;
    },
    cancelEventBooking: async (_id, _uuid, reason) => {
      calls.cancels.push(reason);
      if (failWith) throw failWith;
      return { ...EVENT, status: 'CANCELED', reasonCancel: reason };
    },
  };
  const logs: ClientLogEntry[] = [];
  return { gateway, calls, logs, log: { send: async (entry: ClientLogEntry) => void logs.push(entry) } };
}

const form = { ...EMPTY_BOOKING_FORM, name: 'Ana Lopez', email: 'ana@example.com', nbPerson: 2, day: '2025-06-13', slot: '19:00' };
const clock = { now: () => DateTime.fromISO('2025-06-12T22:30:00Z') };

describe('booking use cases (accounts 4, 5, 7 and 8)', () => {
  it('LoadBooking asks from today in the establishment’s zone (the injected clock), 92 days ahead', async () => {
    const { gateway, calls, log } = aGateway();
    await new LoadBooking(gateway, clock, log).execute({ restaurantId: 'hotel-riviera', categoryId: 105, zone: 'Europe/Paris' });
    // 22:30 UTC is already the 13th in Paris.
    expect(calls.loads).toEqual([{ from: '2025-06-13', to: '2025-09-13' }]);
  });

  it('a booking load failure is logged only', async () => {
    const { gateway, logs, log } = aGateway(new GatewayError('server', 'down'));
    const result = await new LoadBooking(gateway, clock, log).execute({ restaurantId: 'hotel-riviera', categoryId: 105, zone: 'Europe/Paris' });
    expect(result).toEqual({ ok: false, error: { kind: 'server', message: 'down' } });
    expect(logs).toHaveLength(1);
  });

  it('accounts 5: an invalid form is not sent', async () => {
    const { gateway, calls, log } = aGateway();
    const result = await new SubmitBooking(gateway, { next: () => 'k' }, log).execute({ restaurantId: 'hotel-riviera', booking: BOOKING, form: { ...form, email: '' }, context: 'room-directory', phoneRegion: 'FR' });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', problems: { email: 'field_required' } } });
    expect(calls.submits).toEqual([]);
  });

  it('accounts 7: a valid form is sent with an idempotency key, and its status read', async () => {
    const { gateway, calls, log } = aGateway();
    const result = await new SubmitBooking(gateway, { next: () => 'key-1' }, log).execute({ restaurantId: 'hotel-riviera', booking: BOOKING, form, context: 'room-directory', phoneRegion: 'FR' });
    expect(result).toEqual({ ok: true, value: { uuid: 'u-1', status: 'CONFIRMED' } });
    expect(calls.submits[0]).toMatchObject({ key: 'key-1', info: { nbPerson: 2, timeSlot: { day: '2025-06-13', slot: '19:00' }, roomCategoryBookingId: 105 } });
  });

  it('accounts 4 and 8: a failed submit is logged and leaves the form to the screen', async () => {
    const { gateway, logs, log } = aGateway(new GatewayError('bad_request', 'full', 'timeSlot'));
    const result = await new SubmitBooking(gateway, { next: () => 'k' }, log).execute({ restaurantId: 'hotel-riviera', booking: BOOKING, form, context: 'room-directory', phoneRegion: 'FR' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'failed', failure: { kind: 'bad_request' } } });
    expect(logs[0]?.message).toMatch(/booking submit failed/);
  });

  it('accounts 4: a cancellation needs a reason of the enumeration, then sends it', async () => {
    const { gateway, calls, log } = aGateway();
    const cancel = new CancelEventBooking(gateway, log);
    expect(await cancel.execute({ restaurantId: 'hotel-riviera', uuid: 'u-1', reason: null })).toEqual({ ok: false, error: { kind: 'reason_required' } });
    expect(await cancel.execute({ restaurantId: 'hotel-riviera', uuid: 'u-1', reason: 'bored' })).toEqual({ ok: false, error: { kind: 'reason_required' } });
    const done = await cancel.execute({ restaurantId: 'hotel-riviera', uuid: 'u-1', reason: 'illness' });
    expect(done).toMatchObject({ ok: true, value: { status: 'CANCELED', reasonCancel: 'illness' } });
    expect(calls.cancels).toEqual(['illness']);
  });

  it('an unknown event booking is not found, without a log', async () => {
    const { gateway, logs, log } = aGateway(new GatewayError('not_found', 'no event found'));
    const result = await new LoadEventBooking(gateway, log).execute({ restaurantId: 'hotel-riviera', uuid: 'nope' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(logs).toEqual([]);
  });
});
