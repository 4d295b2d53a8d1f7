import type { Catalogue } from '../domain/catalogue/catalogue';
import type { RestaurantId, RestaurantSettings } from '../domain/restaurant/restaurant-settings';

/**
 * The restaurant's settings and menu (browsing 7: products, product_options, allergens; the settings
 * call is ours). Rejects with a GatewayError.
 */
export interface CatalogueGateway {
  loadSettings(restaurantId: RestaurantId): Promise<RestaurantSettings>;
  loadCatalogue(restaurantId: RestaurantId): Promise<Catalogue>;
}

export const CATALOGUE_GATEWAY = Symbol.for('ordering.CatalogueGateway');
