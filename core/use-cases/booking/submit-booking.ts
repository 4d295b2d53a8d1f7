import type { CountryCode } from 'libphonenumber-js/min';
import type { FieldProblems } from '../../domain/account/account-validation';
import type { Booking, BookingReceipt } from '../../domain/booking/booking';
import type { BookingContext, BookingField, BookingForm } from '../../domain/booking/booking-validation';
import { bookingInfoOf, validateBooking } from '../../domain/booking/booking-validation';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { BookingGateway } from '../../ports/booking-gateway';
import type { ClientLog } from '../../ports/client-log';
import type { IdGenerator } from '../../ports/id-generator';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';

export type SubmitBookingFailure = { readonly kind: 'invalid'; readonly problems: FieldProblems<BookingField> } | ({ readonly kind: 'failed' } & { readonly failure: LoadFailure });

export interface SubmitBookingInput {
  readonly restaurantId: RestaurantId;
  readonly booking: Booking;
  readonly form: BookingForm;
  readonly context: BookingContext;
  readonly phoneRegion: CountryCode;
  /** The same key for a retry of the same attempt: the platform answers it with the first booking. */
  readonly idempotencyKey?: string;
}

/**
 * accounts 5 and 7, submit booking: the form is validated before submit and nothing is sent if invalid;
 * the answer's status is the result's state. accounts 8: a failed call is logged only (the form stays).
 */
export class SubmitBooking {
  constructor(
    private readonly gateway: BookingGateway,
    private readonly ids: IdGenerator,
    private readonly clientLog: ClientLog,
  ) {}

  async execute(input: SubmitBookingInput): Promise<Result<BookingReceipt, SubmitBookingFailure>> {
    const problems = validateBooking(input.form, input.booking, input.context, input.phoneRegion);
    if (Object.keys(problems).length > 0) return fail({ kind: 'invalid', problems });
    try {
      const info = bookingInfoOf(input.form, input.booking, input.context);
      return ok(await this.gateway.submitBooking(input.restaurantId, info, input.idempotencyKey ?? this.ids.next()));
    } catch (error) {
      const failure = loadFailure(error);
      await this.clientLog.send({ level: 'warn', restaurantId: input.restaurantId, message: `booking submit failed: ${failure.kind}: ${failure.message}` });
      return fail({ kind: 'failed', failure });
    }
  }
}
