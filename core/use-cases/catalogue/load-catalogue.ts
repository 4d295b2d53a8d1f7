import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { CatalogueGateway } from '../../ports/catalogue-gateway';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';

/** browsing 7: categories, products, options, allergens and formulas of one restaurant. */
export class LoadCatalogue {
  constructor(private readonly catalogueGateway: CatalogueGateway) {}

  async execute(restaurantId: RestaurantId): Promise<Result<Catalogue, LoadFailure>> {
    try {
      return ok(await this.catalogueGateway.loadCatalogue(restaurantId));
    } catch (error) {
      return fail(loadFailure(error));
    }
  }
}
