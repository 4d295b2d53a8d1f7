import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';

/** What the simulator knows of one establishment when it starts. */
export interface DemoEstablishment {
  readonly settings: RestaurantSettings;
  readonly catalogue: Catalogue;
}
