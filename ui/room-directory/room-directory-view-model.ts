import { makeAutoObservable, runInAction } from 'mobx';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectory } from '../../core/domain/room-directory/room-directory';
import type { LoadRoomDirectory } from '../../core/use-cases/room-directory/load-room-directory';
import type { Loadable } from '../async/loadable';
import { LOADING } from '../async/loadable';
import type { Lifecycle } from '../container/use-view-model';

/**
 * browsing 2.9: the directory's data, loaded once for the directory (or linker) and all its sub-pages.
 * A failure is logged by the use case; the screen then goes Home (browsing 8).
 */
export class RoomDirectoryViewModel implements Lifecycle {
  directory: Loadable<RoomDirectory> = LOADING;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly loadRoomDirectory: () => Promise<Pick<LoadRoomDirectory, 'execute'>>,
  ) {
    makeAutoObservable<this, 'restaurantId' | 'loadRoomDirectory'>(this, { restaurantId: false, loadRoomDirectory: false });
  }

  start(): () => void {
    let live = true;
    if (this.directory.status !== 'ready') {
      void this.loadRoomDirectory()
        .then((useCase) => useCase.execute(this.restaurantId))
        .then(
          (loaded) => live && runInAction(() => (this.directory = loaded.ok ? { status: 'ready', value: loaded.value } : { status: 'failed', failure: loaded.error })),
          (error: unknown) => live && runInAction(() => (this.directory = { status: 'failed', failure: { kind: 'network', message: String(error) } })),
        );
    }
    return () => {
      live = false;
    };
  }
}
