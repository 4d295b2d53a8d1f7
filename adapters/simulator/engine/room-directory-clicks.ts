import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';
import { findService } from '../../../core/domain/room-directory/room-directory';
import { BoundedLog } from './bounded-log';
import { SimulatorError } from './simulator-error';

/** One room-directory category click the simulator recorded (browsing 2.11). */
export interface RoomDirectoryClickRecord {
  readonly restaurantId: string;
  readonly categoryId: number;
  readonly clickedAt: string;
}

/** The newest clicks kept: the simulator must not grow without end. */
const MAX_CLICKS = 1_000;

/**
 * browsing 2.11: the room-directory category clicks, in memory (a sandbox of the platform's analytics),
 * read by staging (`GET /_simulator/room-directory-clicks`). A click names a service of the directory.
 */
export class RoomDirectoryClicks {
  private readonly clicks = new BoundedLog<RoomDirectoryClickRecord>(MAX_CLICKS);

  record(restaurantId: string, directory: RoomDirectory, body: unknown, clickedAt: string): void {
    const categoryId = (typeof body === 'object' && body !== null ? (body as Record<string, unknown>).categoryId : undefined) as unknown;
    if (!Number.isSafeInteger(categoryId) || (categoryId as number) < 0) throw new SimulatorError('bad_request', 'categoryId is a whole number', 'categoryId');
    if (!findService(directory.services, categoryId as number)) throw new SimulatorError('not_found', `no service ${String(categoryId)} in the room directory of ${restaurantId}`);
    this.clicks.add({ restaurantId, categoryId: categoryId as number, clickedAt });
  }

  soFar(): readonly RoomDirectoryClickRecord[] {
    return this.clicks.soFar();
  }

  clear(): void {
    this.clicks.clear();
  }
}
