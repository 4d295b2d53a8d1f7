import { IANAZone } from 'luxon';

/** Offsets are kept by quarter of an hour: the time zones change their offset at most twice a year. */
const SPAN_MS = 15 * 60_000;
/** A bound on what one zone keeps (a quarter of an hour each: 10,000 is more than three months of orders). */
const MAX_SPANS = 10_000;

/**
 * An IANA time zone whose offsets are worked out once per quarter of an hour (issue 17). luxon's own zone
 * asks Intl for the offset of every instant it meets (`formatToParts`, about 10 us each), and an order
 * meets several: now in the restaurant's zone, the time it is ready (now plus the preparation), the
 * opening hours around them. A quarter's offset is kept only when its first and its last millisecond
 * have the same one: the quarter a change of time falls in is worked out instant by instant, as luxon
 * does. Two changes of time a quarter of an hour apart, undoing each other, do not exist in the tz database.
 *
 * It is the same zone to luxon (`equals`: same type and name), so `setZone(settings.timezone)` on a
 * DateTime already in it keeps it, and the instants worked out from it (`plus`, `startOf`) use it too.
 */
class ZoneWithKnownOffsets extends IANAZone {
  private readonly offsets = new Map<number, number>();

  override offset(ts: number): number {
    const span = Math.floor(ts / SPAN_MS);
    const known = this.offsets.get(span);
    if (known !== undefined) return known;
    const first = super.offset(span * SPAN_MS);
    if (Number.isNaN(first) || super.offset((span + 1) * SPAN_MS - 1) !== first) return super.offset(ts);
    if (this.offsets.size >= MAX_SPANS) this.offsets.clear();
    this.offsets.set(span, first);
    return first;
  }
}

const zones = new Map<string, ZoneWithKnownOffsets>();

/** The restaurant's zone, its offsets kept: `DateTime#setZone(zoneOf(settings.timezone))`. */
export function zoneOf(name: string): IANAZone {
  let zone = zones.get(name);
  if (zone === undefined) {
    zone = new ZoneWithKnownOffsets(name);
    zones.set(name, zone);
  }
  return zone;
}
