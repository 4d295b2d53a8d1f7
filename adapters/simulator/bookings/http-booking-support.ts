import ky from 'ky';
import * as v from 'valibot';
import type { EventBooking } from '../../../core/domain/booking/booking';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { BookingSupport } from '../../../core/ports/booking-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import { BOOKING_ADMIN_ROUTES, eventBookingAnswer } from '../../platform-api/booking-api';
import { STAGING_HEADER } from '../admin/simulator-admin';

/** Support's `booking list` against a simulator server: a staging route, with the staging header. */
export class HttpBookingSupport implements BookingSupport {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async listBookings(restaurantId: RestaurantId, day: string | null): Promise<readonly EventBooking[]> {
    let response: Response;
    try {
      response = await ky.get(BOOKING_ADMIN_ROUTES.list.slice(1), {
        prefixUrl: this.baseUrl,
        searchParams: { restaurant: restaurantId, ...(day !== null && { day }) },
        headers: { [STAGING_HEADER.name]: STAGING_HEADER.value },
        throwHttpErrors: false,
        redirect: 'error',
        retry: 0,
        timeout: this.timeoutMs,
      });
    } catch (error) {
      throw new GatewayError('network', error instanceof Error ? error.message : 'the simulator could not be reached');
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (body as { message?: string } | null)?.message ?? `the simulator answered ${response.status}`;
      throw new GatewayError(response.status === 404 ? 'not_found' : response.status < 500 ? 'bad_request' : 'server', message);
    }
    const parsed = v.safeParse(v.array(eventBookingAnswer), body);
    if (!parsed.success) throw new GatewayError('malformed_response', 'the booking list is not readable');
    return parsed.output;
  }
}
