import type { BookingContext } from '../../core/domain/booking/booking-validation';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';

const base = (restaurantId: RestaurantId) => `/${encodeURIComponent(restaurantId)}`;

/** browsing 2.1 and accounts 2: the booking forms (by context) and the event booking page. */
export const bookingPaths = {
  form: (restaurantId: RestaurantId, context: BookingContext, categoryId: number) =>
    `${base(restaurantId)}/${context === 'linker' ? 'booking-form-linker' : 'booking-form-room-directory'}/${categoryId}`,
  eventBooking: (restaurantId: RestaurantId, uuid: string) => `${base(restaurantId)}/event-booking?uuid=${encodeURIComponent(uuid)}`,
} as const;
