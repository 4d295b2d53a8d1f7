import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';
import type { HighlightProduct } from '../../../core/domain/room-directory/highlight-product';
import type { RoomDirectoryGateway } from '../../../core/ports/room-directory-gateway';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

export class InProcessRoomDirectoryGateway implements RoomDirectoryGateway {
  constructor(private readonly engine: SimulatorEngine) {}

  loadRoomDirectory(restaurantId: RestaurantId): Promise<RoomDirectory> {
    return callSimulator(() => this.engine.roomDirectory(restaurantId));
  }

  loadHighlightProduct(restaurantId: RestaurantId, serviceId: number): Promise<HighlightProduct> {
    return callSimulator(() => this.engine.highlightProduct(restaurantId, String(serviceId)));
  }
}
