import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';
import { useServedSimulator } from './fixtures/served-simulator';

describe('ordering booking, in process', () => {
  it('refuses a reason outside the enumeration and a malformed day, with a one-line reason', async () => {
    const reason = await runCliCaptured(['booking', 'cancel', 'abc', '--reason', 'bored', '--restaurant', 'hotel-riviera']);
    expect(reason.code).not.toBe(0);
    expect(reason.stderr[0]).toMatch(/expected one of change_of_plans, illness, booked_by_mistake/);
    const day = await runCliCaptured(['booking', 'list', '--restaurant', 'hotel-riviera', '--day', '2026-13-45']);
    expect(day.code).not.toBe(0);
    expect(day.stderr[0]).toMatch(/expected a day as YYYY-MM-DD/);
  });

  it('says an unknown booking is not found', async () => {
    const run = await runCliCaptured(['booking', 'cancel', 'no-such-uuid', '--reason', 'illness', '--restaurant', 'hotel-riviera']);
    expect(run.code).toBe(1);
    expect(run.stderr[0]).toMatch(/^error: booking no-such-uuid not found/);
  });
});

describe('ordering booking list and cancel, with --backend', () => {
  const simulator = useServedSimulator({ fixedTime: '2025-06-12T08:00:00Z' });
  const { over } = simulator;

  it('lists a day’s bookings, cancels one by uuid alone (accounts 4), and lists it cancelled with its reason', async () => {
    const { uuid } = simulator.engine.bookings.submit('hotel-riviera', { name: 'Ana Lopez', email: 'ana@example.com', nbPerson: 12, roomCategoryBookingId: 105, roomNumber: '214', timeSlot: { day: '2025-06-13', slot: '19:00' } });
    const list = await runCliCaptured(over('booking', 'list', '--restaurant', 'hotel-riviera', '--day', '2025-06-13'));
    expect(list.code).toBe(0);
    expect(list.stdout).toBe(`${uuid}  2025-06-13 19:00  CONFIRMED  12 p.  Ana Lopez <ana@example.com> room 214  A table at the Riviera restaurant`);
    const cancelled = await runCliCaptured(over('booking', 'cancel', uuid, '--reason', 'change_of_plans'));
    expect(cancelled.code).toBe(0);
    expect(cancelled.stdout).toContain('CANCELED (change_of_plans)');
    const json = await runCliCaptured(over('--json', 'booking', 'list', '--restaurant', 'hotel-riviera'));
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ uuid, status: 'CANCELED', reasonCancel: 'change_of_plans' })]);
    const empty = await runCliCaptured(over('booking', 'list', '--restaurant', 'hotel-riviera', '--day', '2025-06-14'));
    expect(empty.stdout).toBe('No booking on 2025-06-14 at hotel-riviera.');
    const notAgain = await runCliCaptured(over('booking', 'confirm', uuid));
    expect(notAgain.code).toBe(1);
    expect(notAgain.stderr[0]).toMatch(/a cancelled booking cannot be confirmed/);
  });

  it('accounts 4: the team confirms a pending spa booking; the confirmation e-mail follows', async () => {
    const { uuid, status } = simulator.engine.bookings.submit('hotel-riviera', { name: 'Ana Lopez', email: 'ana@example.com', nbPerson: 2, roomCategoryBookingId: 107, timeSlot: { day: '2025-06-13', slot: '14:00' } });
    expect(status).toBe('PENDING');
    const confirmed = await runCliCaptured(over('booking', 'confirm', uuid));
    expect(confirmed.code).toBe(0);
    expect(confirmed.stdout).toContain(`${uuid}  2025-06-13 14:00  CONFIRMED`);
    expect(simulator.engine.bookings.mails().map((mail) => [mail.uuid, mail.status])).toEqual([
      [uuid, 'PENDING'],
      [uuid, 'CONFIRMED'],
    ]);
    const unknown = await runCliCaptured(over('booking', 'confirm', 'no-such-uuid'));
    expect(unknown.stderr[0]).toMatch(/^error: booking no-such-uuid not found/);
  });
});
