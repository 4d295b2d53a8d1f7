import type { Booking } from '../../domain/booking/booking';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { BookingGateway } from '../../ports/booking-gateway';
import type { ClientLog } from '../../ports/client-log';
import type { Clock } from '../../ports/clock';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';

/** How far ahead the wizard asks for slots (ours: the server bounds a range to 93 days). */
export const BOOKING_DAYS_AHEAD = 92;

/**
 * accounts 7, get booking: the booking with its slots and capacities from today (the establishment's
 * date, from the injected clock) on. accounts 8: a load failure is logged only.
 */
export class LoadBooking {
  constructor(
    private readonly gateway: BookingGateway,
    private readonly clock: Clock,
    private readonly clientLog: ClientLog,
  ) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly categoryId: number; readonly zone: string }): Promise<Result<Booking, LoadFailure>> {
    const today = this.clock.now().setZone(input.zone);
    const days = { from: today.toISODate() ?? '', to: today.plus({ days: BOOKING_DAYS_AHEAD }).toISODate() ?? '' };
    try {
      return ok(await this.gateway.loadBooking(input.restaurantId, input.categoryId, days));
    } catch (error) {
      const failure = loadFailure(error);
      await this.clientLog.send({ level: 'warn', restaurantId: input.restaurantId, message: `booking load failed: ${failure.kind}: ${failure.message}` });
      return fail(failure);
    }
  }
}
