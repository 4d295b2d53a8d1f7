import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { ProductEvent, ProductEventTracker } from '../../../core/ports/product-event-tracker';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

export class InProcessProductEventTracker implements ProductEventTracker {
  constructor(private readonly engine: SimulatorEngine) {}

  async trackProductEvent(restaurantId: RestaurantId, event: ProductEvent): Promise<void> {
    // As over the wire: the body is plain JSON, checked by the engine like any request's.
    await callSimulator(() => this.engine.recordProductEvent(restaurantId, JSON.parse(JSON.stringify(event)) as unknown));
  }
}
