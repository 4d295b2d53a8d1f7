import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { zoneOf } from '../../../../../adapters/simulator/engine/zone-offsets';

/** Instants every `stepMs` from `from` (ISO, UTC) for `hours` hours. */
function instants(from: string, hours: number, stepMs: number): number[] {
  const start = DateTime.fromISO(from, { zone: 'utc' }).toMillis();
  return Array.from({ length: Math.floor((hours * 3_600_000) / stepMs) }, (_, index) => start + index * stepMs);
}

describe('a zone that keeps its offsets by quarter of an hour (issue 17)', () => {
  it.each([
    // Paris: spring forward and fall back (01:00 UTC); Lord Howe: half an hour (15:00 UTC); Kathmandu: +05:45.
    ['Europe/Paris', '2026-03-29T00:00:00Z'],
    ['Europe/Paris', '2026-10-25T00:00:00Z'],
    ['America/Los_Angeles', '2026-03-08T09:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'],
    ['Asia/Kathmandu', '2026-01-01T00:00:00Z'],
  ])("gives luxon's own offset at every instant around %s %s, the change of time included", (name, from) => {
    const zone = zoneOf(name);
    const luxons = IANAZone.create(name);
    // Every 7 s and 13 ms for three hours, twice over: worked out, then kept.
    for (const pass of [1, 2]) {
      for (const ts of instants(from, 3, 7_013)) expect([pass, ts, zone.offset(ts)]).toEqual([pass, ts, luxons.offset(ts)]);
    }
  });

  it('is the same zone to luxon: setZone by name keeps it, and the instants worked out from it agree', () => {
    const now = DateTime.fromISO('2026-03-29T00:50:00Z').setZone(zoneOf('Europe/Paris'));
    expect(now.setZone('Europe/Paris').zone).toBe(now.zone);
    const ready = now.plus({ minutes: 20 });
    expect(ready.toISO()).toBe(DateTime.fromISO('2026-03-29T00:50:00Z').setZone('Europe/Paris').plus({ minutes: 20 }).toISO());
    expect(ready.toISO()).toBe('2026-03-29T03:10:00.000+02:00');
  });

  it('is invalid like luxon for a zone that does not exist', () => {
    expect(DateTime.now().setZone(zoneOf('Nowhere/Nothing')).isValid).toBe(false);
  });
});
