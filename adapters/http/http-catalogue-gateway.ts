import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import type { RestaurantId, RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { CatalogueGateway } from '../../core/ports/catalogue-gateway';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import { allergensResponse, productOptionsResponse, productsResponse } from './catalogue-schemas';
import type { PlatformHttpClient, PlatformResponse } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';
import { restaurantSettings } from './restaurant-schema';

function okOrThrow(response: PlatformResponse): PlatformResponse {
  if (response.status !== 200) throw unexpectedStatus(response);
  return response;
}

/** browsing 7: the catalogue is three calls (products, product_options, allergens) made together. */
export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async loadSettings(restaurantId: RestaurantId): Promise<RestaurantSettings> {
    const response = okOrThrow(await this.client.get(PLATFORM_PATHS.restaurant(restaurantId)));
    return readBody(restaurantSettings, response, 'restaurant settings');
  }

  async loadCatalogue(restaurantId: RestaurantId): Promise<Catalogue> {
    const [products, options, allergens] = await Promise.all([
      this.client.get(PLATFORM_PATHS.products(restaurantId)).then(okOrThrow),
      this.client.get(PLATFORM_PATHS.productOptions(restaurantId)).then(okOrThrow),
      this.client.get(PLATFORM_PATHS.allergens(restaurantId)).then(okOrThrow),
    ]);
    const { categories, products: productList, formulas } = readBody(productsResponse, products, 'products');
    return {
      categories,
      products: productList,
      formulas,
      options: readBody(productOptionsResponse, options, 'product options').product_options,
      allergens: readBody(allergensResponse, allergens, 'allergens').allergens,
    };
  }
}
