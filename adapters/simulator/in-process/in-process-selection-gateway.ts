import type { BestSeller } from '../../../core/domain/home/home-selections';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { SuggestionEntry } from '../../../core/domain/suggestions/product-suggestions';
import type { SelectionGateway } from '../../../core/ports/selection-gateway';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

export class InProcessSelectionGateway implements SelectionGateway {
  constructor(private readonly engine: SimulatorEngine) {}

  suggestionsFor(restaurantId: RestaurantId, productIds: readonly number[]): Promise<readonly SuggestionEntry[]> {
    return callSimulator(() => this.engine.suggestionsFor(restaurantId, { productIds: [...productIds] }));
  }

  bestSellers(restaurantId: RestaurantId): Promise<readonly BestSeller[]> {
    return callSimulator(() => this.engine.bestSellers(restaurantId));
  }
}
