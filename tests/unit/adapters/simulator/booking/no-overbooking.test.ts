import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator } from '../../../../../config/simulator';
import type { RunningSimulatorServer } from '../../../../../config/simulator';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import { anEngine } from '../../fixtures/simulator-engines';

const submitPath = 'api_click_and_collect/v7/hotel-riviera/event_booking';
// Saturday 2025-06-14 at noon: the Riviera's small lunch slot holds 4 persons.
const lunch = (nbPerson: number, name: string) => ({
  name,
  email: 'guest@example.com',
  nbPerson,
  roomCategoryBookingId: 105,
  timeSlot: { day: '2025-06-14', slot: '12:00' },
});

describe('simulator bookings: the capacity check and the insert are one', () => {
  let server: RunningSimulatorServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('accounts 5: 40 concurrent submits over HTTP at a 4-person slot book exactly 4 persons', async () => {
    const engine = anEngine();
    server = await startSimulator({ engine, port: 0 });
    const url = server.url;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        fetch(`${url}${submitPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `rush-${index}` },
          body: JSON.stringify(lunch(index % 3 === 0 ? 2 : 1, `Guest ${index}`)),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string; field?: string } })),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(accepted.length + refused.length).toBe(40);
    expect(refused.every((answer) => answer.body.field === 'timeSlot')).toBe(true);
    const booked = engine.bookings.list('hotel-riviera', '2025-06-14').reduce((sum, booking) => sum + booking.nbPerson, 0);
    expect(booked).toBe(4);
    const slot = engine.bookings.booking('hotel-riviera', 105, { from: '2025-06-14', to: '2025-06-14' }).timeSlots.find((each) => each.startTime === '12:00');
    expect(slot?.nbAlreadyBooked).toBe(4);
  });

  it('bookings are kept in the data file: a restarted simulator finds them, and still refuses the fifth person', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bookings-'));
    try {
      const file = join(dir, 'simulator.sqlite');
      const first = anEngine({ store: new SqliteSimulatorStore(file) });
      const { uuid } = first.bookings.submit('hotel-riviera', lunch(4, 'Ana Lopez'));
      const again = anEngine({ store: new SqliteSimulatorStore(file) });
      expect(again.bookings.eventBooking('hotel-riviera', uuid).nbPerson).toBe(4);
      expect(() => again.bookings.submit('hotel-riviera', lunch(1, 'Late Guest'))).toThrow('full');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('bounds every input: lengths, persons, day format, the slot of the day, the reason of a cancellation', () => {
    const engine = anEngine();
    const fieldOf = (call: () => unknown) => {
      try {
        call();
      } catch (error) {
        return (error as { field?: string }).field;
      }
      return 'accepted';
    };
    expect(fieldOf(() => engine.bookings.submit('hotel-riviera', { ...lunch(1, 'A'.repeat(101)) }))).toBe('name');
    expect(fieldOf(() => engine.bookings.submit('hotel-riviera', { ...lunch(1, 'Ana'), comment: 'x'.repeat(501) }))).toBe('comment');
    expect(fieldOf(() => engine.bookings.submit('hotel-riviera', { ...lunch(0, 'Ana') }))).toBe('nbPerson');
    expect(fieldOf(() => engine.bookings.submit('hotel-riviera', { ...lunch(1, 'Ana'), restaurantId: 'le-comptoir' }))).toBe('restaurantId');
    expect(fieldOf(() => engine.bookings.submit('hotel-riviera', { ...lunch(1, 'Ana'), roomCategoryBookingId: 999 }))).toBe(undefined);
    expect(fieldOf(() => engine.bookings.submit('hotel-riviera', { ...lunch(1, 'Ana'), phone: '12' }))).toBe('phone');
    expect(fieldOf(() => engine.bookings.submit('hotel-riviera', { ...lunch(1, 'Ana'), timeSlot: { day: '14/06/2025', slot: '12:00' } }))).toBe('timeSlot.day');
    expect(fieldOf(() => engine.bookings.submit('hotel-riviera', { ...lunch(1, 'Ana'), timeSlot: { day: '2025-06-13', slot: '12:00' } }))).toBe('timeSlot');
    expect(fieldOf(() => engine.bookings.submit('hotel-riviera', { ...lunch(1, 'Ana'), timeSlot: { day: '2025-06-11', slot: '19:00' } }))).toBe('timeSlotDay');
    expect(fieldOf(() => engine.bookings.submit('hotel-riviera', { ...lunch(1, 'Ana'), timeSlot: { day: '2025-06-12', slot: '12:00' } }))).toBe('timeSlot');
    const { uuid } = engine.bookings.submit('hotel-riviera', lunch(1, 'Ana'));
    expect(fieldOf(() => engine.bookings.updateStatus('hotel-riviera', uuid, { status: 'CANCELED', reasonCancel: 'bored' }))).toBe('reasonCancel');
    expect(fieldOf(() => engine.bookings.updateStatus('hotel-riviera', uuid, { status: 'CONFIRMED', reasonCancel: 'other' }))).toBe('status');
  });

  it('the outbox holds the confirmation "e-mail" with the cancellation link', () => {
    const engine = anEngine();
    const { uuid } = engine.bookings.submit('hotel-riviera', lunch(2, 'Ana'));
    expect(engine.bookings.mails()).toEqual([expect.objectContaining({ uuid, email: 'guest@example.com', link: `/hotel-riviera/event-booking?uuid=${uuid}` })]);
  });
});

describe('simulator bookings: the staging routes are guarded', () => {
  it('refuses the booking list, the confirmation and the outbox without the staging header', async () => {
    const server = await startSimulator({ engine: anEngine(), port: 0 });
    try {
      const refused = await Promise.all([
        fetch(`${server.url}_simulator/bookings?restaurant=hotel-riviera`),
        fetch(`${server.url}_simulator/bookings/some-uuid/confirm`, { method: 'POST' }),
        fetch(`${server.url}_simulator/booking-mails`),
      ]);
      expect(refused.map((response) => response.status)).toEqual([403, 403, 403]);
      const allowed = await fetch(`${server.url}_simulator/booking-mails`, { headers: { 'x-simulator-staging': '1' } });
      expect(allowed.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
