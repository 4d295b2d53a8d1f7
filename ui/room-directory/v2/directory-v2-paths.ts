import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';

const base = (restaurantId: RestaurantId) => `/${encodeURIComponent(restaurantId)}/roomdirectoryV2`;

/** browsing 2.1: the v2 directory's routes, and the booking form of a v2 booking (issue 8 builds that form). */
export const directoryV2Paths = {
  home: base,
  /** A category's slider on the home (a service with sub-services). */
  category: (restaurantId: RestaurantId, categoryId: number) => `${base(restaurantId)}#rd-category-${categoryId}`,
  customPage: (restaurantId: RestaurantId, categoryId: number) => `${base(restaurantId)}/custompage/${categoryId}`,
  booking: (restaurantId: RestaurantId, categoryId: number) => `${base(restaurantId)}/booking/${categoryId}`,
  bookingForm: (restaurantId: RestaurantId, categoryId: number) => `/${encodeURIComponent(restaurantId)}/booking-form-room-directory/${categoryId}`,
} as const;
