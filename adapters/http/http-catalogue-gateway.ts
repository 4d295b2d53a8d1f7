import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import type { RestaurantId, RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { CatalogueGateway } from '../../core/ports/catalogue-gateway';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import { allergensResponse, product, productOptionsResponse, productsEnvelope } from '../platform-api/catalogue-schemas';
import { readListInSlices } from './read-in-slices';
import type { PlatformHttpClient, PlatformResponse } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';
import { mediaUrl } from './media-url';
import { restaurantSettings } from '../platform-api/restaurant-schema';
import { withRestaurantProviders } from '../../core/domain/order-type/restaurant-providers';

function okOrThrow(response: PlatformResponse): PlatformResponse {
  if (response.status !== 200) throw unexpectedStatus(response);
  return response;
}

/**
 * browsing 7: the catalogue is three calls (products, product_options, allergens) made together.
 * Picture URLs are made absolute and safe here, at the boundary (media-url.ts).
 */
export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async loadSettings(restaurantId: RestaurantId): Promise<RestaurantSettings> {
    const response = okOrThrow(await this.client.get(PLATFORM_PATHS.restaurant(restaurantId)));
    // checkout 4 (issue 19): an order type without providers takes the restaurant's first, online.
    const settings = withRestaurantProviders(readBody(restaurantSettings, response, 'restaurant settings'));
    const media = (url: string | null) => mediaUrl(url, this.client.baseUrl);
    return {
      ...settings,
      logo_url: media(settings.logo_url),
      banner: { image: media(settings.banner.image), imageMobile: media(settings.banner.imageMobile) },
    };
  }

  async loadCatalogue(restaurantId: RestaurantId): Promise<Catalogue> {
    const [products, options, allergens] = await Promise.all([
      this.client.get(PLATFORM_PATHS.products(restaurantId)).then(okOrThrow),
      this.client.get(PLATFORM_PATHS.productOptions(restaurantId)).then(okOrThrow),
      this.client.get(PLATFORM_PATHS.allergens(restaurantId)).then(okOrThrow),
    ]);
    const { categories, products: unchecked, formulas } = readBody(productsEnvelope, products, 'products');
    const media = (url: string | null) => mediaUrl(url, this.client.baseUrl);
    // Issue 17: each product's picture URL is made in the slice that checked it (read-in-slices.ts).
    const productList = await readListInSlices(product, unchecked, 'products', 'products', (item) => ({ ...item, image_url: media(item.image_url) }));
    return {
      categories,
      products: productList,
      formulas: formulas.map((formula) => ({ ...formula, media_url: media(formula.media_url) })),
      options: readBody(productOptionsResponse, options, 'product options').product_options,
      allergens: readBody(allergensResponse, allergens, 'allergens').allergens,
    };
  }
}
