import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { OrderTypeId } from '../../../../core/domain/order-type/order-type';
import { expectedTimeText } from '../../../../ui/tracking/expected-time-text';
import { EXPECTED_TIME_TICK_MS, ExpectedTimeViewModel } from '../../../../ui/tracking/expected-time-view-model';
import type { Timers } from '../../../../ui/notifications/notification-center';
import en from '../../../../ui/locales/pages/en-GB.json';
import fr from '../../../../ui/locales/pages/fr.json';
import { aTrackStatus, stepsDone } from '../../core/fixtures/track-status-builders';

/** Issue 20.4: the tracking page says the expected time, and kindly that the order is late once it is. */
const ZONE = 'Europe/Paris';
const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE });
const catalogue = (messages: Record<string, string>) => (key: string, values: Record<string, string> = {}) =>
  (messages[key] ?? `!${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `!${name}`);

/** Timers run by hand: the test says when the clock ticks. */
class ManualTimers implements Timers {
  pending: (() => void) | null = null;
  setTimeout(callback: () => void, ms: number): unknown {
    expect(ms).toBe(EXPECTED_TIME_TICK_MS);
    this.pending = callback;
    return callback;
  }
  clearTimeout(): void {
    this.pending = null;
  }
}

describe('the expected time on the tracking page (issue 20.4)', () => {
  it('says ready, pick up, or delivered around, in French and in English', () => {
    const fr$ = catalogue(fr);
    const time = at('2027-06-16T12:45');
    expect(expectedTimeText({ kind: 'ready_at', time, slot: false }, true, fr$, 'fr')).toBe('À retirer vers 12:45');
    expect(expectedTimeText({ kind: 'ready_at', time, slot: false }, false, fr$, 'fr')).toBe('Prête vers 12:45');
    expect(expectedTimeText({ kind: 'delivered_around', time, slot: false }, false, fr$, 'fr')).toBe('Livrée vers 12:45');
    expect(expectedTimeText({ kind: 'delivered_around', time, slot: false }, false, catalogue(en), 'en')).toMatch(/^Delivered around 12:45\sPM$/);
    // A slot's own text says it (issue 22.3); nothing once done.
    expect(expectedTimeText({ kind: 'ready_at', time, slot: true }, true, fr$, 'fr')).toBeNull();
    expect(expectedTimeText({ kind: 'none' }, true, fr$, 'fr')).toBeNull();
  });

  it('a late order is said kindly, with the time that was said, never as an error', () => {
    const late = { kind: 'late', expected: at('2027-06-16T12:45'), of: 'ready' } as const;
    expect(expectedTimeText(late, true, catalogue(fr), 'fr')).toBe('Votre commande prend un peu plus de temps que prévu (annoncée vers 12:45) : la cuisine y met tout son soin. Merci de votre patience !');
    expect(expectedTimeText({ ...late, of: 'delivery' }, false, catalogue(en), 'en')).toMatch(/^Your delivery is taking a little longer than expected \(we said around 12:45\sPM\)/);
  });

  it('turns late on a tick of its clock, with no news from the platform; stops ticking when stopped', () => {
    const timers = new ManualTimers();
    let now = at('2027-06-16T12:20');
    const viewModel = new ExpectedTimeViewModel({ timezone: ZONE, default_preparation_time: 20 }, { timers, now: () => now });
    const status = aTrackStatus({ order_type: OrderTypeId.takeAway, start_time: '2027-06-16T12:05:00.000+02:00', steps: stepsDone(['sent', 'validated', 'ready'], ['sent']) });
    const stop = viewModel.start();
    expect(viewModel.expectedOf(status)).toMatchObject({ kind: 'ready_at' });
    now = at('2027-06-16T12:31');
    expect(viewModel.expectedOf(status).kind).toBe('ready_at');
    timers.pending?.();
    expect(viewModel.expectedOf(status)).toMatchObject({ kind: 'late', of: 'ready' });
    stop();
    expect(timers.pending).toBeNull();
  });
});
