import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from '../in-process/simulator-call';
import type { SimulatorAdmin } from './simulator-admin';

export class InProcessSimulatorAdmin implements SimulatorAdmin {
  constructor(private readonly engine: SimulatorEngine) {}

  advance(orderNumber: string): Promise<TrackStatus> {
    return callSimulator(() => this.engine.advance(orderNumber));
  }

  cancel(orderNumber: string): Promise<TrackStatus> {
    return callSimulator(() => this.engine.cancel(orderNumber));
  }

  async setStock(restaurantId: string, productId: number, numberAvailable: number | null): Promise<void> {
    await callSimulator(() => this.engine.setStock(restaurantId, productId, numberAvailable));
  }

  async setPrice(restaurantId: string, productId: number, priceInCents: number): Promise<void> {
    await callSimulator(() => this.engine.setPrice(restaurantId, productId, priceInCents));
  }

  clientLogs() {
    return callSimulator(() => this.engine.clientLogsSoFar());
  }

  async reset(): Promise<void> {
    this.engine.reset();
  }

  establishments() {
    return callSimulator(() => this.engine.establishmentIds().map((id) => ({ id, name: this.engine.settings(id).restaurant_name })));
  }
}
