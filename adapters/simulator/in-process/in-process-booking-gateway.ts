import type { Booking, BookingInfo, BookingReceipt, CancelReason, EventBooking } from '../../../core/domain/booking/booking';
import type { BookingMail } from '../../../core/domain/booking/booking-mail';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { BookingGateway, BookingSupport } from '../../../core/ports/booking-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import { SimulatorError } from '../engine/simulator-error';
import type { SimulatorBookings } from '../booking/simulator-bookings';

/** As over the wire: plain JSON in and out; the engine's refusals become GatewayErrors. */
async function call<T>(work: () => T): Promise<T> {
  try {
    return structuredClone(work());
  } catch (error) {
    if (error instanceof SimulatorError) throw new GatewayError(error.kind === 'unprocessable' ? 'bad_request' : error.kind, error.message, error.field);
    throw error;
  }
}

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** accounts 7 against the simulator in this process (features, CLI). */
export class InProcessBookingGateway implements BookingGateway, BookingSupport {
  constructor(private readonly bookings: SimulatorBookings) {}

  loadBooking(restaurantId: RestaurantId, categoryId: number, days: { readonly from: string; readonly to: string }): Promise<Booking> {
    return call(() => this.bookings.booking(restaurantId, categoryId, days));
  }

  submitBooking(restaurantId: RestaurantId, info: BookingInfo, idempotencyKey: string): Promise<BookingReceipt> {
    return call(() => this.bookings.submit(restaurantId, json({ ...info, restaurantId }), idempotencyKey));
  }

  getEventBooking(restaurantId: RestaurantId, uuid: string): Promise<EventBooking> {
    return call(() => this.bookings.eventBooking(restaurantId, uuid));
  }

  cancelEventBooking(restaurantId: RestaurantId, uuid: string, reason: CancelReason): Promise<EventBooking> {
    return call(() => this.bookings.updateStatus(restaurantId, uuid, { uuid, status: 'CANCELED', reasonCancel: reason }));
  }

  listBookings(restaurantId: RestaurantId, day: string | null): Promise<readonly EventBooking[]> {
    return call(() => this.bookings.list(restaurantId, day ?? undefined));
  }

  confirmBooking(uuid: string): Promise<EventBooking> {
    return call(() => this.bookings.confirm(uuid));
  }

  bookingMails(): Promise<readonly BookingMail[]> {
    return call(() => this.bookings.mails());
  }
}
