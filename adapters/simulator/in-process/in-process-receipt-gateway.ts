import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { ReceiptRequest } from '../../../core/domain/tracking/receipt-request';
import type { ReceiptGateway } from '../../../core/ports/receipt-gateway';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

export class InProcessReceiptGateway implements ReceiptGateway {
  constructor(private readonly engine: SimulatorEngine) {}

  async request(restaurantId: RestaurantId, request: ReceiptRequest): Promise<void> {
    await callSimulator(() => this.engine.requestReceipt(restaurantId, structuredClone(request)));
  }
}
