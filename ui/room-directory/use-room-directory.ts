import { useEffect } from 'react';
import { USE_CASES } from '../../config/use-case-tokens';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { LoadRoomDirectory } from '../../core/use-cases/room-directory/load-room-directory';
import { useContainer } from '../container/container-context';
import { useViewModel } from '../container/use-view-model';
import { markDirectoryReached } from '../session/home-visit';
import { RoomDirectoryViewModel } from './room-directory-view-model';

/**
 * The room directory's data, loaded once for all its pages (v1, linker and v2; call it from an observer).
 * Reaching the directory clears the first-navigation flag (home-visit.ts), so that Home, after a failure
 * or from a "back to the menu", does not come back here.
 */
export function useRoomDirectory(restaurantId: RestaurantId): RoomDirectoryViewModel['directory'] {
  const container = useContainer();
  useEffect(() => markDirectoryReached(restaurantId), [restaurantId]);
  const viewModel = useViewModel(
    () => new RoomDirectoryViewModel(restaurantId, () => container.getAsync<LoadRoomDirectory>(USE_CASES.loadRoomDirectory)),
    [restaurantId, container],
  );
  return viewModel.directory;
}
