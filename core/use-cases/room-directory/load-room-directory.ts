import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { RoomDirectory } from '../../domain/room-directory/room-directory';
import type { ClientLog } from '../../ports/client-log';
import type { RoomDirectoryGateway } from '../../ports/room-directory-gateway';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';

/**
 * browsing 2.9: the room directory's data (v1 and linker). browsing 8: "Room directory load failure:
 * logged, goes Home": a failure is sent to the client log here, the screen goes Home.
 */
export class LoadRoomDirectory {
  constructor(
    private readonly gateway: Pick<RoomDirectoryGateway, 'loadRoomDirectory'>,
    private readonly clientLog: ClientLog,
  ) {}

  async execute(restaurantId: RestaurantId): Promise<Result<RoomDirectory, LoadFailure>> {
    try {
      return ok(await this.gateway.loadRoomDirectory(restaurantId));
    } catch (error) {
      const failure = loadFailure(error);
      await this.clientLog.send({ level: 'warn', restaurantId, message: `room directory load failed: ${failure.kind}: ${failure.message}` });
      return fail(failure);
    }
  }
}
