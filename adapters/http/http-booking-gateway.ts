import type { Booking, BookingInfo, BookingReceipt, CancelReason, EventBooking } from '../../core/domain/booking/booking';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { BookingGateway } from '../../core/ports/booking-gateway';
import { BOOKING_PATHS, bookingAnswer, bookingReceiptAnswer, eventBookingAnswer } from '../platform-api/booking-api';
import { IDEMPOTENCY_HEADERS } from '../platform-api/platform-api';
import type { PlatformHttpClient, PlatformResponse } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

function expect(response: PlatformResponse, ...statuses: number[]): PlatformResponse {
  if (!statuses.includes(response.status)) throw unexpectedStatus(response);
  return response;
}

/** accounts 7 over HTTP (our paths, booking-api.ts); every answer is checked against its schema. */
export class HttpBookingGateway implements BookingGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async loadBooking(restaurantId: RestaurantId, categoryId: number, days: { readonly from: string; readonly to: string }): Promise<Booking> {
    const response = expect(await this.client.get(BOOKING_PATHS.booking(restaurantId, categoryId), { from: days.from, to: days.to }), 200);
    return readBody(bookingAnswer, response, 'booking');
  }

  async submitBooking(restaurantId: RestaurantId, info: BookingInfo, idempotencyKey: string): Promise<BookingReceipt> {
    const response = await this.client.post(BOOKING_PATHS.submit(restaurantId), { ...info, restaurantId }, { [IDEMPOTENCY_HEADERS.key]: idempotencyKey });
    return readBody(bookingReceiptAnswer, expect(response, 200, 201), 'booking submit');
  }

  async getEventBooking(restaurantId: RestaurantId, uuid: string): Promise<EventBooking> {
    return readBody(eventBookingAnswer, expect(await this.client.get(BOOKING_PATHS.eventBooking(restaurantId, uuid)), 200), 'event booking');
  }

  async cancelEventBooking(restaurantId: RestaurantId, uuid: string, reason: CancelReason): Promise<EventBooking> {
    const response = await this.client.post(BOOKING_PATHS.status(restaurantId, uuid), { uuid, status: 'CANCELED', reasonCancel: reason });
    return readBody(eventBookingAnswer, expect(response, 200), 'booking status');
  }
}
