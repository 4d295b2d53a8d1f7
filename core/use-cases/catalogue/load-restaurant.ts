import { consultativeWhenClosed } from '../../domain/restaurant/closed-restaurant';
import type { RestaurantId, RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { CatalogueGateway } from '../../ports/catalogue-gateway';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';

/** The restaurant's settings: name, currency, colours, order types; consultative while it is closed (checkout 4). */
export class LoadRestaurant {
  constructor(private readonly catalogueGateway: CatalogueGateway) {}

  async execute(restaurantId: RestaurantId): Promise<Result<RestaurantSettings, LoadFailure>> {
    try {
      return ok(consultativeWhenClosed(await this.catalogueGateway.loadSettings(restaurantId)));
    } catch (error) {
      return fail(loadFailure(error));
    }
  }
}
