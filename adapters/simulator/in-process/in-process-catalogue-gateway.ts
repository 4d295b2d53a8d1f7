import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { CatalogueGateway } from '../../../core/ports/catalogue-gateway';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

export class InProcessCatalogueGateway implements CatalogueGateway {
  constructor(private readonly engine: SimulatorEngine) {}

  loadSettings(restaurantId: RestaurantId): Promise<RestaurantSettings> {
    return callSimulator(() => this.engine.settings(restaurantId));
  }

  loadCatalogue(restaurantId: RestaurantId): Promise<Catalogue> {
    return callSimulator(() => this.engine.catalogue(restaurantId));
  }
}
