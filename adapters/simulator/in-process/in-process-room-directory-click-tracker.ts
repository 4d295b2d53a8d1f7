import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectoryCategoryClick, RoomDirectoryClickTracker } from '../../../core/ports/room-directory-click-tracker';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

export class InProcessRoomDirectoryClickTracker implements RoomDirectoryClickTracker {
  constructor(private readonly engine: SimulatorEngine) {}

  async trackCategoryClick(restaurantId: RestaurantId, click: RoomDirectoryCategoryClick): Promise<void> {
    // As over the wire: the body is plain JSON, checked by the engine like any request's.
    await callSimulator(() => this.engine.recordRoomDirectoryClick(restaurantId, JSON.parse(JSON.stringify(click)) as unknown));
  }
}
