import type { ReceivedFeedback } from '../../../core/domain/feedback/feedback';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';

/** The feedback the simulator took (schema version 8), kept like orders so that support reads it after a restart. */
export interface FeedbackStore {
  insert(feedback: ReceivedFeedback): void;
  /** The order-context feedback already taken for this order of the restaurant, if any. */
  hasOrderFeedback(restaurantId: RestaurantId, orderNumber: string): boolean;
  hasBookingFeedback(restaurantId: RestaurantId, eventBookingId: number): boolean;
  /** Latest first, at most `limit`. */
  list(restaurantId: RestaurantId, limit: number): readonly ReceivedFeedback[];
  deleteAll(): void;
}
