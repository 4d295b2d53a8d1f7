import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { CatalogueGateway } from '../../../core/ports/catalogue-gateway';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

export class InProcessCatalogueGateway implements CatalogueGateway {
  constructor(private readonly engine: SimulatorEngine) {}

  loadSettings(restaurantId: RestaurantId): Promise<RestaurantSettings> {
    return callSimulator(() => this.engine.settings(this.idOf(restaurantId)));
  }

  loadCatalogue(restaurantId: RestaurantId): Promise<Catalogue> {
    return callSimulator(() => this.engine.catalogue(this.idOf(restaurantId)));
  }

  /** browsing 2.1: as over HTTP (alias-rewrite.ts), an establishment's hashed alias reaches its settings and menu. */
  private idOf(restaurantId: RestaurantId): RestaurantId {
    return this.engine.idOfAlias(restaurantId) ?? restaurantId;
  }
}
