import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpBookingGateway } from '../../../adapters/http/http-booking-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import { InProcessBookingGateway } from '../../../adapters/simulator/in-process/in-process-booking-gateway';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import type { BookingInfo } from '../../../core/domain/booking/booking';
import type { BookingGateway } from '../../../core/ports/booking-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import { startSimulator } from '../../../config/simulator';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

type Make = (engine: SimulatorEngine) => Promise<{ gateway: BookingGateway; close(): Promise<void> }>;

// The fixed clock is Thursday 2025-06-12, 12:00 in Nice; the Riviera's restaurant is closed on Mondays.
const DAYS = { from: '2025-06-12', to: '2025-06-30' };
const table = (nbPerson: number, day = '2025-06-13', slot = '19:00'): BookingInfo => ({
  name: 'Ana Lopez',
  email: 'ana@example.com',
  nbPerson,
  comment: '',
  optin: false,
  roomCategoryBookingId: 105,
  roomNumber: '12',
  phone: null,
  timeSlot: { day, slot },
});

async function failure(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof GatewayError) return `${error.kind}:${error.field ?? ''}`;
    throw error;
  }
  throw new Error('expected a rejection');
}

function contract(name: string, make: Make): void {
  describe(`BookingGateway contract: ${name}`, () => {
    let engine: SimulatorEngine;
    let under: Awaited<ReturnType<Make>>;
    beforeEach(async () => {
      engine = anEngine();
      under = await make(engine);
    });
    afterEach(() => under.close());

    it('accounts 3 and 7: the booking comes with its slots, capacities, days and content', async () => {
      const booking = await under.gateway.loadBooking('hotel-riviera', 105, DAYS);
      expect(booking).toMatchObject({ id: 105, nbPersonMax: 20, alwaysAccessible: false, dayStart: '2025-06-12' });
      expect(booking.timeSlots.some((slot) => slot.date === '2025-06-16')).toBe(false);
      expect(booking.timeSlots.find((slot) => slot.id === '2025-06-14T12:00')).toMatchObject({ nbPersonMax: 4, nbAlreadyBooked: 0 });
    });

    it('accounts 4: a booking that confirms at once is CONFIRMED, counted in its slot, and read back by uuid', async () => {
      const receipt = await under.gateway.submitBooking('hotel-riviera', table(12), 'key-1');
      expect(receipt.status).toBe('CONFIRMED');
      const booking = await under.gateway.loadBooking('hotel-riviera', 105, DAYS);
      expect(booking.timeSlots.find((slot) => slot.id === '2025-06-13T19:00')?.nbAlreadyBooked).toBe(12);
      expect(await under.gateway.getEventBooking('hotel-riviera', receipt.uuid)).toMatchObject({ status: 'CONFIRMED', nbPerson: 12, day: '2025-06-13', timeSlot: '19:00', roomNumber: '12' });
    });

    it('a repeated Idempotency-Key answers the first booking, and books once', async () => {
      const first = await under.gateway.submitBooking('hotel-riviera', table(3), 'key-2');
      expect(await under.gateway.submitBooking('hotel-riviera', table(3), 'key-2')).toEqual(first);
      const booking = await under.gateway.loadBooking('hotel-riviera', 105, DAYS);
      expect(booking.timeSlots.find((slot) => slot.id === '2025-06-13T19:00')?.nbAlreadyBooked).toBe(3);
    });

    it('accounts 5: never more than the slot holds, nor than the booking takes, nor on a closed day', async () => {
      await under.gateway.submitBooking('hotel-riviera', table(3, '2025-06-14', '12:00'), 'a');
      expect(await failure(under.gateway.submitBooking('hotel-riviera', table(2, '2025-06-14', '12:00'), 'b'))).toBe('bad_request:timeSlot');
      expect(await failure(under.gateway.submitBooking('hotel-riviera', table(21), 'c'))).toBe('bad_request:nbPerson');
      expect(await failure(under.gateway.submitBooking('hotel-riviera', table(2, '2025-06-16'), 'd'))).toBe('bad_request:timeSlot');
      expect(await failure(under.gateway.submitBooking('hotel-riviera', { ...table(2), email: 'not-an-email' }, 'e'))).toBe('bad_request:email');
    });

    it('accounts 4: a pending booking (the spa) is cancelled with a reason; unknown uuids are not found', async () => {
      const spa = { ...table(2, '2025-06-13', '14:00'), roomCategoryBookingId: 107 };
      const receipt = await under.gateway.submitBooking('hotel-riviera', spa, 'spa-1');
      expect(receipt.status).toBe('PENDING');
      const cancelled = await under.gateway.cancelEventBooking('hotel-riviera', receipt.uuid, 'illness');
      expect(cancelled).toMatchObject({ status: 'CANCELED', reasonCancel: 'illness' });
      const booking = await under.gateway.loadBooking('hotel-riviera', 107, DAYS);
      expect(booking.timeSlots.find((slot) => slot.id === '2025-06-13T14:00')?.nbAlreadyBooked).toBe(0);
      expect(await failure(under.gateway.getEventBooking('hotel-riviera', 'no-such-uuid'))).toBe('not_found:');
    });
  });
}

contract('HTTP over the simulator server', async (engine) => {
  const server = await startSimulator({ engine, port: 0 });
  return { gateway: new HttpBookingGateway(new PlatformHttpClient({ baseUrl: server.url })), close: () => server.close() };
});

contract('in process', async (engine) => ({ gateway: new InProcessBookingGateway(engine.bookings), close: async () => undefined }));
