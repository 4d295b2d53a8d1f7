import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import { chooseSuggestions } from '../../domain/suggestions/product-suggestions';
import type { RandomSource } from '../../ports/random-source';
import type { SelectionGateway } from '../../ports/selection-gateway';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';

export interface SuggestProductsInput {
  readonly restaurantId: RestaurantId;
  readonly catalogue: Catalogue;
  /** The products of the basket (browsing 7: body productIds). */
  readonly productIds: readonly number[];
  /** The suggestions shown last in this visit, if any. */
  readonly current: readonly number[] | null;
}

/**
 * browsing 2.6 and 5: asks the platform what goes with the selection (POST /api/future), then keeps up
 * to 5 of its answers at random. Returns product ids, empty when there is nothing (new) to propose.
 */
export class SuggestProducts {
  constructor(
    private readonly selections: SelectionGateway,
    private readonly random: RandomSource,
  ) {}

  async execute(input: SuggestProductsInput): Promise<Result<number[], LoadFailure>> {
    const productIds = [...new Set(input.productIds)];
    if (productIds.length === 0) return ok([]);
    try {
      const entries = await this.selections.suggestionsFor(input.restaurantId, productIds);
      return ok(chooseSuggestions({ entries, catalogue: input.catalogue, selection: productIds, current: input.current, random: this.random }));
    } catch (error) {
      return fail(loadFailure(error));
    }
  }
}
