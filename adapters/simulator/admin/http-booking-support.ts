import type { KyInstance } from 'ky';
import { stagingHttp } from './staging-http';
import * as v from 'valibot';
import type { EventBooking } from '../../../core/domain/booking/booking';
import type { BookingMail } from '../../../core/domain/booking/booking-mail';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { BookingSupport } from '../../../core/ports/booking-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import { BOOKING_ADMIN_ROUTES, bookingConfirmPath, bookingMailList, eventBookingAnswer } from '../../platform-api/booking-api';

/** Support's `booking list`, `booking confirm` and the booking e-mails against a simulator server: staging routes, with the staging header. */
export class HttpBookingSupport implements BookingSupport {
  private readonly http: KyInstance;

  constructor(baseUrl: string, timeoutMs = 10_000) {
    this.http = stagingHttp(baseUrl, timeoutMs);
  }

  listBookings(restaurantId: RestaurantId, day: string | null): Promise<readonly EventBooking[]> {
    const searchParams = { restaurant: restaurantId, ...(day !== null && { day }) };
    return this.call(() => this.http.get(BOOKING_ADMIN_ROUTES.list.slice(1), { searchParams }), v.array(eventBookingAnswer), 'the booking list');
  }

  confirmBooking(uuid: string): Promise<EventBooking> {
    return this.call(() => this.http.post(bookingConfirmPath(uuid)), eventBookingAnswer, 'the confirmed booking');
  }

  bookingMails(): Promise<readonly BookingMail[]> {
    return this.call(() => this.http.get(BOOKING_ADMIN_ROUTES.mails.slice(1)), bookingMailList, 'the booking e-mails');
  }

  private async call<TSchema extends v.GenericSchema>(request: () => Promise<Response>, schema: TSchema, what: string): Promise<v.InferOutput<TSchema>> {
    let response: Response;
    try {
      response = await request();
    } catch (error) {
      throw new GatewayError('network', error instanceof Error ? error.message : 'the simulator could not be reached');
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const { message, field } = (body ?? {}) as { message?: string; field?: string };
      throw new GatewayError(response.status === 404 ? 'not_found' : response.status < 500 ? 'bad_request' : 'server', message ?? `the simulator answered ${response.status}`, field);
    }
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) throw new GatewayError('malformed_response', `${what} is not readable`);
    return parsed.output;
  }
}
