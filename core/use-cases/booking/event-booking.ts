import type { CancelReason, EventBooking } from '../../domain/booking/booking';
import { isCancelReason } from '../../domain/booking/booking';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { BookingGateway } from '../../ports/booking-gateway';
import type { ClientLog } from '../../ports/client-log';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';

/** accounts 2 and 7, get event booking: the booking of the cancellation page, by its uuid. */
export class LoadEventBooking {
  constructor(
    private readonly gateway: BookingGateway,
    private readonly clientLog: ClientLog,
  ) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly uuid: string }): Promise<Result<EventBooking, LoadFailure>> {
    try {
      return ok(await this.gateway.getEventBooking(input.restaurantId, input.uuid));
    } catch (error) {
      const failure = loadFailure(error);
      if (failure.kind !== 'not_found') {
        await this.clientLog.send({ level: 'warn', restaurantId: input.restaurantId, message: `event booking load failed: ${failure.kind}: ${failure.message}` });
      }
      return fail(failure);
    }
  }
}

export type CancelFailure = { readonly kind: 'reason_required' } | { readonly kind: 'failed'; readonly failure: LoadFailure };

/**
 * accounts 4, 5 and 7, Booking cancellation: a reason from our enumeration is required; the status
 * update carries uuid, status CANCELED and the reason. A failure is logged (accounts 8).
 */
export class CancelEventBooking {
  constructor(
    private readonly gateway: BookingGateway,
    private readonly clientLog: ClientLog,
  ) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly uuid: string; readonly reason: CancelReason | null | string }): Promise<Result<EventBooking, CancelFailure>> {
    if (!isCancelReason(input.reason)) return fail({ kind: 'reason_required' });
    try {
      return ok(await this.gateway.cancelEventBooking(input.restaurantId, input.uuid, input.reason));
    } catch (error) {
      const failure = loadFailure(error);
      await this.clientLog.send({ level: 'warn', restaurantId: input.restaurantId, message: `booking cancel failed: ${failure.kind}: ${failure.message}` });
      return fail({ kind: 'failed', failure });
    }
  }
}
