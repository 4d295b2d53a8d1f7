import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_ADMIN_ROUTES, BOOKING_PATHS } from '../../../../../adapters/platform-api/booking-api';
import { FEEDBACK_PATHS } from '../../../../../adapters/platform-api/feedback-api';
import { STAGING_HEADER } from '../../../../../adapters/simulator/admin/simulator-admin';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { FEEDBACK_BURST } from '../../../../../adapters/simulator/feedback/simulator-feedback';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import { startSimulator } from '../../../../../config/simulator';
import { anEngine } from '../../fixtures/simulator-engines';

/**
 * Issue 15, defect 2, as an attacker met it: booking ids are sequential, so posting a booking feedback for
 * ids 1..N signed 1-star reviews with each booking's name and e-mail, and the real customer then got 409;
 * 404 probes were not counted. A booking feedback must now prove the booking with the token of its
 * e-mail's link; a refusal looks the same whatever the cause, and counts.
 */
let engine: SimulatorEngine;
let server: RunningSimulatorServer;

beforeEach(async () => {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0 });
});

afterEach(async () => {
  await server.close();
  engine.close();
});

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(path, server.url), init);
  return { status: response.status, body: (await response.json()) as unknown };
}

const sendBookingFeedback = (body: Record<string, unknown>) =>
  call(`${FEEDBACK_PATHS.bookingFeedback}?restaurant_token=hotel-riviera`, json({ name: '', email: '', comments: '', ...body }));

/** A spa booking at the Riviera, and what its confirmation e-mail's feedback link carries. */
async function aBooking(name: string, email: string): Promise<{ eventBookingId: number; token: string; link: string }> {
  const booked = await call(BOOKING_PATHS.submit('hotel-riviera'), json({ name, email, nbPerson: 1, roomCategoryBookingId: 107, timeSlot: { day: '2025-06-13', slot: '14:00' } }));
  expect(booked.status).toBe(201);
  const { uuid } = booked.body as { uuid: string };
  const mails = await call(BOOKING_ADMIN_ROUTES.mails, { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
  const link = (mails.body as { uuid: string; feedbackLink: string }[]).find((mail) => mail.uuid === uuid)?.feedbackLink ?? '';
  const query = new URL(link, 'http://storefront.test').searchParams;
  return { eventBookingId: Number(query.get('eventBookingId')), token: query.get('token') ?? '', link };
}

describe('booking feedback under someone else\u2019s name (issue 15, defect 2)', () => {
  it('the e-mail\u2019s feedback link carries an unguessable token of its own booking, and no personal detail', async () => {
    const first = await aBooking('Bob Martin', 'bob@example.com');
    const second = await aBooking('Chloé Bernard', 'chloe@example.com');
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.token).not.toBe(first.token);
    expect(first.link).not.toMatch(/bob|example\.com|Martin/);
  });

  it('a feedback without the booking\u2019s token is refused exactly as an unknown booking, signs nothing, and leaves the customer free to give theirs', async () => {
    const booking = await aBooking('Bob Martin', 'bob@example.com');
    const unknown = await sendBookingFeedback({ eventBookingId: booking.eventBookingId + 1000, rate: 1 });
    const noToken = await sendBookingFeedback({ eventBookingId: booking.eventBookingId, rate: 1 });
    const wrongToken = await sendBookingFeedback({ eventBookingId: booking.eventBookingId, rate: 1, feedbackToken: 'A'.repeat(43) });
    const anotherBookingsToken = await sendBookingFeedback({ eventBookingId: booking.eventBookingId, rate: 1, feedbackToken: (await aBooking('Eve', 'eve@example.com')).token });
    expect(unknown.status).toBe(404);
    // No oracle: the same status and body whether the booking exists or not.
    for (const refused of [noToken, wrongToken, anotherBookingsToken]) expect(refused).toEqual(unknown);
    expect(engine.feedback.list('hotel-riviera')).toEqual([]);

    const own = await sendBookingFeedback({ eventBookingId: booking.eventBookingId, rate: 5, feedbackToken: booking.token });
    expect(own).toEqual({ status: 200, body: { success: true } });
    expect(engine.feedback.list('hotel-riviera')).toMatchObject([{ kind: 'booking', eventBookingId: booking.eventBookingId, rate: 5, name: 'Bob Martin', email: 'bob@example.com' }]);
  });

  it('a proved feedback naming someone is signed with that name; the booking\u2019s identity only stands in when it names no one', async () => {
    const booking = await aBooking('Bob Martin', 'bob@example.com');
    await sendBookingFeedback({ eventBookingId: booking.eventBookingId, rate: 4, feedbackToken: booking.token, name: 'Robert' });
    expect(engine.feedback.list('hotel-riviera')).toMatchObject([{ name: 'Robert', email: 'bob@example.com' }]);
  });

  it('every refused booking feedback (unknown id, wrong token) counts toward the limit of the establishment and address', async () => {
    const booking = await aBooking('Bob Martin', 'bob@example.com');
    const probes = await Promise.all(Array.from({ length: FEEDBACK_BURST.max }, (_, index) => sendBookingFeedback({ eventBookingId: index + 1, rate: 1 })));
    expect(probes.map((probe) => probe.status)).toEqual(Array.from({ length: FEEDBACK_BURST.max }, () => 404));
    // Beyond the limit even the right token waits for the window to pass.
    expect(await sendBookingFeedback({ eventBookingId: booking.eventBookingId, rate: 5, feedbackToken: booking.token })).toMatchObject({ status: 429, body: { error: 'too_many_feedbacks' } });
    expect(engine.feedback.list('hotel-riviera')).toEqual([]);
  });
});

describe('the feedback tokens in the data file (schema version 11)', () => {
  it('are kept only as their SHA-256, survive a restart, and go with their booking', () => {
    const dir = mkdtempSync(join(tmpdir(), 'booking-tokens-'));
    try {
      const file = join(dir, 'simulator.sqlite');
      const first = anEngine({ store: new SqliteSimulatorStore(file) });
      const { uuid } = first.bookings.submit('hotel-riviera', { name: 'Bob Martin', email: 'bob@example.com', nbPerson: 1, roomCategoryBookingId: 107, timeSlot: { day: '2025-06-13', slot: '14:00' } });
      const link = new URL(first.bookings.mails().find((mail) => mail.uuid === uuid)?.feedbackLink ?? '', 'http://storefront.test').searchParams;
      const [eventBookingId, token] = [Number(link.get('eventBookingId')), link.get('token') ?? ''];
      first.close();

      const db = new Database(file, { readonly: true });
      const kept = db.prepare('SELECT token_hash FROM booking_feedback_tokens WHERE booking_uuid = ?').pluck().all(uuid);
      db.close();
      expect(kept).toEqual([createHash('sha256').update(token).digest('hex')]);
      expect(readFileSync(file).includes(Buffer.from(token))).toBe(false);

      const again = anEngine({ store: new SqliteSimulatorStore(file) });
      expect(again.feedback.receiveBooking('hotel-riviera', { eventBookingId, feedbackToken: token, rate: 5 }, { ip: '203.0.113.7' })).toEqual({ success: true });
      again.reset();
      again.close();
      const cleared = new Database(file, { readonly: true });
      expect(cleared.prepare('SELECT COUNT(*) FROM booking_feedback_tokens').pluck().get()).toBe(0);
      cleared.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
