import type { ProductType } from '../domain/catalogue/catalogue';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/**
 * browsing 7 (tracking events): "on product click, room-directory category click, and suggestion pick
 * (product_id, product_type); path not shown" (ours: PLATFORM_PATHS.productEvent). The room directory's
 * clicks have their own port (room-directory-click-tracker.ts): they name a category, these a product.
 * Rejects with a GatewayError.
 */
export interface ProductEventTracker {
  trackProductEvent(restaurantId: RestaurantId, event: ProductEvent): Promise<void>;
}

/** A product opened from the menu (product_click) or chosen among the proposed ones (suggestion_pick). */
export const PRODUCT_EVENT_KINDS = ['product_click', 'suggestion_pick'] as const;
export type ProductEventKind = (typeof PRODUCT_EVENT_KINDS)[number];

export interface ProductEvent {
  readonly event: ProductEventKind;
  readonly product_id: number;
  /** browsing 3: 0 food, 1 drink, 2 wine, 3 formula. */
  readonly product_type: ProductType;
}

export const PRODUCT_EVENT_TRACKER = Symbol.for('ordering.ProductEventTracker');
