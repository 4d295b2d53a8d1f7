import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';

describe('ordering slots (checkout 4 "Time selection")', () => {
  it('checkout 4: at 17:00 on a Wednesday La Buvette offers asap then its slots today, and pre-orders 6 days ahead', async () => {
    const run = await runCliCaptured(['--json', 'slots', '--restaurant', 'la-buvette', '--order-type', '3', '--at', '2026-11-25T17:00:00+01:00']);
    expect(run.code).toBe(0);
    const offered = JSON.parse(run.stdout) as { defaultDate: string; days: { date: string; slots: { id: number; start_time: string }[] }[] };
    expect(offered.defaultDate).toBe('2026-11-25');
    expect(offered.days.map((day) => day.date)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']);
    // checkout 5: asap first, not before now plus the 10 minutes of preparation.
    expect(offered.days[0]!.slots[0]).toEqual({ id: 0, start_time: '2026-11-25T17:10:00.000+01:00', end_time: null });
  });

  it('checkout 4: once no slot is left today (asap would be ready after closing) the default is pre-order (tomorrow)', async () => {
    const run = await runCliCaptured(['slots', '--restaurant', 'la-buvette', '--order-type', '3', '--at', '2026-11-25T23:25:00+01:00']);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe('2026-11-26 (pre-order) default: 17:30 18:00 18:30 19:00 19:30 20:00 20:30 21:00 21:30 22:00 22:30 23:00');
  });

  // Issue 22.4: closed, an order type without slots ("as soon as possible") takes no order; the command
  // said "orders are for now" at 2 am all the same. Le Comptoir: Wednesday 12:00-14:30 and 19:00-22:30.
  it('issue 22.4 (checkout 4): at 2 am an order type without slots says it takes no order now and when it opens', async () => {
    const closed = await runCliCaptured(['slots', '--restaurant', 'le-comptoir', '--order-type', '3', '--at', '2027-06-16T02:00:00+02:00']);
    expect(closed.code).toBe(0);
    expect(closed.stdout).toBe('This order type has no time slots, and no order is taken now: closed until 2027-06-16 12:00 (Europe/Paris).');
    const json = await runCliCaptured(['--json', 'slots', '--restaurant', 'le-comptoir', '--order-type', '3', '--at', '2027-06-16T02:00:00+02:00']);
    expect(JSON.parse(json.stdout)).toMatchObject({ hasTimeSelection: false, closed: { until: '2027-06-16T12:00:00.000+02:00' } });

    const open = await runCliCaptured(['--json', 'slots', '--restaurant', 'le-comptoir', '--order-type', '3', '--at', '2027-06-16T12:20:00+02:00']);
    expect(JSON.parse(open.stdout)).toMatchObject({ hasTimeSelection: false, closed: null });
    const text = await runCliCaptured(['slots', '--restaurant', 'le-comptoir', '--order-type', '3', '--at', '2027-06-16T12:20:00+02:00']);
    expect(text.stdout).toBe('This order type has no time slots: orders are for now.');
  });

  it('an order type the restaurant does not offer, or not an order type id, exits non-zero with one line', async () => {
    const missing = await runCliCaptured(['slots', '--restaurant', 'la-buvette', '--order-type', '2']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toEqual(['error: order type 2 is not offered by la-buvette']);
    const wrong = await runCliCaptured(['slots', '--restaurant', 'la-buvette', '--order-type', '4']);
    expect(wrong.code).not.toBe(0);
  });
});
