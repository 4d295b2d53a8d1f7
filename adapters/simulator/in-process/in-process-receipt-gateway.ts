import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { ReceiptGateway, ReceiptRequest } from '../../../core/ports/receipt-gateway';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

export class InProcessReceiptGateway implements ReceiptGateway {
  constructor(private readonly engine: SimulatorEngine) {}

  async requestReceipt(restaurantId: RestaurantId, request: ReceiptRequest): Promise<void> {
    // As over the wire: the body is plain JSON, checked by the engine like any request's.
    await callSimulator(() => this.engine.requestReceipt(restaurantId, JSON.parse(JSON.stringify(request)) as unknown));
  }
}
