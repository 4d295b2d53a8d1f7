import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../../../adapters/system/settable-clock';
import { AboutViewModel } from '../../../../ui/about/about-view-model';
import type { Timer } from '../../../../ui/about/about-view-model';
import { aDeliveryOrderType, aRestaurant, anOrderType } from '../../core/fixtures/restaurant-builders';

/** Tuesday 24 November 2026, in UTC (13:00 in Paris). */
const clockAt = (iso: string) => new SettableClock(DateTime.fromISO(iso, { zone: 'utc' }));
const bistro = aRestaurant({
  restaurant_name: 'Chez Test',
  phone: '+33142360000',
  timezone: 'Europe/Paris',
  opening_hours: [
    { day: 2, open: '12:00', close: '14:30' },
    { day: 2, open: '19:00', close: '22:30' },
    { day: 3, open: '12:00', close: '14:30' },
  ],
  orderTypes: [anOrderType(), aDeliveryOrderType()],
});

class ManualInterval implements Timer {
  callback: (() => void) | null = null;
  setInterval(callback: () => void): number {
    this.callback = callback;
    return 1;
  }
  clearInterval(): void {
    this.callback = null;
  }
}

describe('AboutViewModel (browsing 2.1: the about page)', () => {
  it('the week with the long weekday names in the visitor\u2019s language, today marked', () => {
    const about = new AboutViewModel(bistro, clockAt('2026-11-24T12:00:00Z'));
    const french = about.week('fr');
    expect(french.map((day) => day.name)).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    expect(french[1]).toEqual({ day: 2, name: 'Mardi', periods: ['12:00 – 14:30', '19:00 – 22:30'], today: true });
    expect(french[0]!.periods).toEqual([]);
    const english = about.week('en');
    expect(english[1]!.name).toBe('Tuesday');
    expect(english[1]!.periods[0]).toMatch(/^12:00\sPM – 2:30\sPM$/);
  });

  it('open or closed now, in the restaurant\u2019s time zone (12:00 UTC is 13:00 in Paris)', () => {
    const about = new AboutViewModel(bistro, clockAt('2026-11-24T12:00:00Z'));
    expect(about.state.kind).toBe('open');
    const closed = new AboutViewModel(bistro, clockAt('2026-11-24T14:30:00Z'));
    expect(closed.state.kind === 'closed' && closed.state.next && closed.timeOf(closed.state.next, 'fr')).toBe('19:00');
  });

  it('the next opening is told as today, tomorrow or its weekday', () => {
    const about = new AboutViewModel(bistro, clockAt('2026-11-24T14:30:00Z'));
    const at = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' });
    expect(about.dayOf(at('2026-11-24T19:00'), 'fr')).toBe('today');
    expect(about.dayOf(at('2026-11-25T12:00'), 'fr')).toBe('tomorrow');
    expect(about.dayOf(at('2026-12-01T12:00'), 'fr')).toBe('mardi');
  });

  it('"open now" follows the time while the page shows', () => {
    const clock = clockAt('2026-11-24T13:29:00Z');
    const interval = new ManualInterval();
    const about = new AboutViewModel(bistro, clock, interval);
    const stop = about.start();
    expect(about.state.kind).toBe('open');
    clock.set(DateTime.fromISO('2026-11-24T13:31:00Z', { zone: 'utc' }));
    interval.callback?.();
    expect(about.state.kind).toBe('closed');
    stop();
    expect(interval.callback).toBeNull();
  });

  it('contact: the address, a map link, the phone as the country writes it, the order types offered (browsing 3: every one listed)', () => {
    const about = new AboutViewModel(bistro, clockAt('2026-11-24T12:00:00Z'));
    expect(about.address).toEqual(['1 rue de la Paix', '75002 Paris']);
    expect(about.mapUrl).toBe('https://www.openstreetmap.org/search?query=Chez%20Test%2C%201%20rue%20de%20la%20Paix%2C%2075002%20Paris');
    expect(about.phone).toEqual({ display: '01 42 36 00 00', href: 'tel:+33142360000' });
    expect(about.orderTypeKeys).toEqual(['order_type_take_away', 'order_type_delivery']);
  });

  it('without phone, address or hours, nothing is made up', () => {
    const bare = new AboutViewModel(aRestaurant({ phone: '', address_street: '', address_zip_code: '', address_city: '', opening_hours: [] }), clockAt('2026-11-24T12:00:00Z'));
    expect([bare.phone, bare.mapUrl, bare.hasOpeningHours, bare.state]).toEqual([null, null, false, { kind: 'unknown' }]);
  });
});
