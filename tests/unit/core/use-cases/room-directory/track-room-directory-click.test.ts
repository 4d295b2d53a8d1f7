import { describe, expect, it } from 'vitest';
import type { ClientLogEntry } from '../../../../../core/ports/client-log';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { RoomDirectoryCategoryClick } from '../../../../../core/ports/room-directory-click-tracker';
import { TrackRoomDirectoryClick } from '../../../../../core/use-cases/room-directory/track-room-directory-click';

function setUp(fails: Error | null, logFails = false) {
  const tracked: [string, RoomDirectoryCategoryClick][] = [];
  const logs: ClientLogEntry[] = [];
  const tracker = {
    trackCategoryClick: async (restaurantId: string, click: RoomDirectoryCategoryClick) => {
      if (fails) throw fails;
      tracked.push([restaurantId, click]);
    },
  };
  const clientLog = {
    send: async (entry: ClientLogEntry) => {
      if (logFails) throw new Error('log down');
      logs.push(entry);
    },
  };
  return { useCase: new TrackRoomDirectoryClick(tracker, clientLog), tracked, logs };
}

describe('browsing 2.11: each tile click is tracked as a room-directory category click', () => {
  it('sends the clicked service as the category, and logs nothing', async () => {
    const { useCase, tracked, logs } = setUp(null);
    await useCase.execute({ restaurantId: 'hotel-azur', categoryId: 201 });
    expect(tracked).toEqual([['hotel-azur', { categoryId: 201 }]]);
    expect(logs).toEqual([]);
  });

  it('a failure is only logged: the click (and its navigation) never fails', async () => {
    const { useCase, logs } = setUp(new GatewayError('network', 'offline'));
    await expect(useCase.execute({ restaurantId: 'hotel-azur', categoryId: 201 })).resolves.toBeUndefined();
    expect(logs).toEqual([{ level: 'warn', restaurantId: 'hotel-azur', message: 'room directory click not tracked: network: offline' }]);
  });

  it('even with the log down too, it resolves', async () => {
    const { useCase } = setUp(new Error('boom'), true);
    await expect(useCase.execute({ restaurantId: 'hotel-azur', categoryId: 201 })).resolves.toBeUndefined();
  });
});
