import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { trackingTimeOf } from '../../../../core/domain/tracking/tracking-time';
import { trackingTimeText } from '../../../../ui/tracking/tracking-time-text';
import en from '../../../../ui/locales/pages/en-GB.json';
import fr from '../../../../ui/locales/pages/fr.json';
import { aTrackStatus } from '../../core/fixtures/track-status-builders';

/**
 * Issue 22.3 (checkout 2 "Order tracking", checkout 3 track status start_time, end_time,
 * order_delivery_date): the tracking page shows the chosen slot, with its day when it is not today, in
 * the restaurant's zone; an order placed as soon as possible keeps its "vers HH:MM".
 */
const ZONE = 'Europe/Paris';
/** Sunday 28 February 2027, 01:00 in Paris: the hour the "vers 01:02" was seen. */
const NOW = DateTime.fromISO('2027-02-28T01:00', { zone: ZONE });

const catalogue = (messages: Record<string, string>) => (key: string, values: Record<string, string> = {}) =>
  (messages[key] ?? `!${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `!${name}`);
const shown = (status: Parameters<typeof trackingTimeOf>[0], takeAway: boolean, language: 'fr' | 'en' = 'fr', now = NOW) => {
  const when = trackingTimeOf(status, ZONE, now);
  return when && trackingTimeText(when, takeAway, catalogue(language === 'fr' ? fr : en), language);
};

describe('the tracking page says when the order is ready (issue 22.3)', () => {
  it('a slot of today: "À retirer entre 12:30 et 13:00", not the time placed plus 15 minutes', () => {
    const status = aTrackStatus({ time_slot_id: 3, start_time: '2027-02-28T12:30:00.000+01:00', end_time: '2027-02-28T13:00:00.000+01:00', day: '2027-02-28' });
    expect(shown(status, true)).toBe('À retirer entre 12:30 et 13:00');
    expect(shown(status, false)).toBe('Prête entre 12:30 et 13:00');
    expect(shown(status, true, 'en')).toMatch(/^Pick up between 12:30\sPM and 1:00\sPM$/);
  });

  it('a La Buvette pre-order for Tuesday 19:30: its day and slot, "À retirer mardi 2 mars entre 19:30 et 20:00"', () => {
    const status = aTrackStatus({ time_slot_id: 5, start_time: '2027-03-02T19:30:00.000+01:00', end_time: '2027-03-02T20:00:00.000+01:00', day: '2027-03-02', order_delivery_date: 1_804_012_200 });
    expect(shown(status, true)).toBe('À retirer mardi 2 mars entre 19:30 et 20:00');
    expect(shown(status, true, 'en')).toMatch(/^Pick up on Tuesday,? (March 2|2 March) between 7:30\sPM and 8:00\sPM$/);
    // Seen on the Tuesday itself, the day goes.
    expect(shown(status, true, 'fr', DateTime.fromISO('2027-03-02T18:00', { zone: ZONE }))).toBe('À retirer entre 19:30 et 20:00');
  });

  it("in the restaurant's zone, whatever the zone the platform wrote the times in", () => {
    const status = aTrackStatus({ time_slot_id: 3, start_time: '2027-02-28T11:30:00.000Z', end_time: '2027-02-28T12:00:00.000Z' });
    expect(shown(status, true)).toBe('À retirer entre 12:30 et 13:00');
  });

  it('a slot without an end: "À retirer à 19:30"', () => {
    expect(shown(aTrackStatus({ time_slot_id: 7, start_time: '2027-02-28T19:30:00.000+01:00', end_time: null }), true)).toBe('À retirer à 19:30');
  });

  it('an order placed as soon as possible keeps "vers HH:MM", the estimate', () => {
    const status = aTrackStatus({ time_slot_id: null, start_time: '2027-02-28T00:47:00.000+01:00', end_time: '2027-02-28T01:02:00.000+01:00' });
    expect(shown(status, true)).toBe('À retirer vers 01:02');
    expect(shown(status, false)).toBe('Prête vers 01:02');
    expect(shown(aTrackStatus({ end_time: null }), true)).toBeNull();
  });
});
