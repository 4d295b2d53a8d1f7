import * as v from 'valibot';
import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';
import { findService } from '../../../core/domain/room-directory/room-directory';
import { localizedText } from '../../platform-api/catalogue-schemas';
import { day, time } from '../../platform-api/booking-api';

/**
 * Ours (issue 8): how an establishment file sets up its bookings. Each one is a booking service of its
 * room directory (by `categoryId`, whose `booking` block gives the content), with its capacities:
 * weekly time slots (each with its own nbPersonMax), closed weekdays and closed days (the days its
 * event-specific hours mark not open all day), how many days ahead it can be booked, and whether a
 * booking is CONFIRMED at once or waits PENDING for the team. Without slots, the booking is
 * alwaysAccessible (accounts 2: two steps).
 */
const weekday = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7));

export const bookingSetupsSchema = v.array(
  v.object({
    categoryId: v.pipe(v.number(), v.integer()),
    /** Used when the directory's service has no `booking` block (a linker's booking, say). */
    title: v.optional(localizedText),
    confirmAtOnce: v.boolean(),
    nbPersonMax: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))), null),
    daysAhead: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(365)), 60),
    slots: v.optional(
      v.array(
        v.object({
          start: time,
          end: v.optional(v.nullable(time), null),
          nbPersonMax: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
          weekdays: v.optional(v.array(weekday), [1, 2, 3, 4, 5, 6, 7]),
        }),
      ),
      [],
    ),
    closedWeekdays: v.optional(v.array(weekday), []),
    closedDays: v.optional(v.array(day), []),
  }),
);

export type BookingSetup = v.InferOutput<typeof bookingSetupsSchema>[number];

/** Every booking names a booking service of the room directory, once, and its slot starts are distinct. */
export function bookingSetupProblems(setups: readonly BookingSetup[], directory: RoomDirectory | undefined): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const seen = new Set<number>();
  setups.forEach((setup, index) => {
    const at = `bookings.${index}`;
    if (seen.has(setup.categoryId)) problems.push({ field: `${at}.categoryId`, message: `booking ${setup.categoryId} is set up twice` });
    seen.add(setup.categoryId);
    const service = directory ? findService(directory.services, setup.categoryId) : null;
    if (service && service.type !== 'booking') problems.push({ field: `${at}.categoryId`, message: `service ${setup.categoryId} is not a booking` });
    if (!service && setup.title === undefined) problems.push({ field: `${at}.title`, message: `no booking service ${setup.categoryId} in the room directory: give a title` });
    const starts = setup.slots.map((slot) => slot.start);
    if (new Set(starts).size !== starts.length) problems.push({ field: `${at}.slots`, message: 'two slots start at the same time' });
  });
  return problems;
}
