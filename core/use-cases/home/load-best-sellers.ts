import type { BestSeller } from '../../domain/home/home-selections';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { SelectionGateway } from '../../ports/selection-gateway';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';

/** browsing 2.2: the restaurant's best sellers, for the home's most-ordered block. */
export class LoadBestSellers {
  constructor(private readonly selections: SelectionGateway) {}

  async execute(restaurantId: RestaurantId): Promise<Result<readonly BestSeller[], LoadFailure>> {
    try {
      return ok(await this.selections.bestSellers(restaurantId));
    } catch (error) {
      return fail(loadFailure(error));
    }
  }
}
