import { useCallback } from 'react';
import { USE_CASES } from '../../config/use-case-tokens';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackRoomDirectoryClick } from '../../core/use-cases/room-directory/track-room-directory-click';
import { useContainer } from '../container/container-context';

/**
 * browsing 2.11: "Each click is tracked as a room-directory category click" (v1, linker and v2 tiles).
 * Fire and forget: the click's navigation goes on at once; a failure is only logged (by the use case).
 */
export function useTrackTileClick(restaurantId: RestaurantId): (categoryId: number) => void {
  const container = useContainer();
  return useCallback(
    (categoryId: number) => {
      void container
        .getAsync<TrackRoomDirectoryClick>(USE_CASES.trackRoomDirectoryClick)
        .then((useCase) => useCase.execute({ restaurantId, categoryId }))
        .catch(() => undefined);
    },
    [container, restaurantId],
  );
}
