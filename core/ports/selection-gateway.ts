import type { BestSeller } from '../domain/home/home-selections';
import type { SuggestionEntry } from '../domain/suggestions/product-suggestions';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/**
 * What the platform proposes beyond the menu itself: suggestions for a selection of products
 * (browsing 2.6, 7: POST /api/future/{restaurantId}) and the best sellers the home shows (browsing 2.2;
 * the call is ours). Rejects with a GatewayError.
 */
export interface SelectionGateway {
  suggestionsFor(restaurantId: RestaurantId, productIds: readonly number[]): Promise<readonly SuggestionEntry[]>;
  bestSellers(restaurantId: RestaurantId): Promise<readonly BestSeller[]>;
}

export const SELECTION_GATEWAY = Symbol.for('ordering.SelectionGateway');
