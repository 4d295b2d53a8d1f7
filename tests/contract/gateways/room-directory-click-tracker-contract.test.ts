import { afterEach, describe, expect, it } from 'vitest';
import { HttpRoomDirectoryClickTracker } from '../../../adapters/http/http-room-directory-click-tracker';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { InProcessRoomDirectoryClickTracker } from '../../../adapters/simulator/in-process/in-process-room-directory-click-tracker';
import { startSimulator } from '../../../config/simulator';
import type { RoomDirectoryClickTracker } from '../../../core/ports/room-directory-click-tracker';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

type MakeTracker = (engine: SimulatorEngine) => Promise<{ readonly tracker: RoomDirectoryClickTracker; close(): Promise<void> }>;

const implementations: readonly (readonly [string, MakeTracker])[] = [
  ['in-process simulator', async (engine) => ({ tracker: new InProcessRoomDirectoryClickTracker(engine), close: async () => undefined })],
  [
    'HTTP over the simulator server',
    async (engine) => {
      const server = await startSimulator({ engine, port: 0 });
      return { tracker: new HttpRoomDirectoryClickTracker(new PlatformHttpClient({ baseUrl: server.url })), close: () => server.close() };
    },
  ],
];

// browsing 2.11: the room-directory category click, the same through every implementation.
describe.each(implementations)('RoomDirectoryClickTracker contract: %s', (_name, make) => {
  let engine: SimulatorEngine;
  let close = async () => undefined as void;
  afterEach(async () => {
    await close();
    engine.close();
  });

  async function tracker(): Promise<RoomDirectoryClickTracker> {
    engine = anEngine();
    const made = await make(engine);
    close = () => made.close();
    return made.tracker;
  }

  it('records a click on a service of the directory, a child service too', async () => {
    const clicks = await tracker();
    await clicks.trackCategoryClick('hotel-riviera', { categoryId: 103 });
    await clicks.trackCategoryClick('hotel-riviera', { categoryId: 122 });
    expect(engine.roomDirectoryClicksSoFar()).toMatchObject([
      { restaurantId: 'hotel-riviera', categoryId: 103 },
      { restaurantId: 'hotel-riviera', categoryId: 122 },
    ]);
  });

  it('refuses a service the directory does not have, and an establishment without a directory, as not found', async () => {
    const clicks = await tracker();
    await expect(clicks.trackCategoryClick('hotel-riviera', { categoryId: 999 })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(clicks.trackCategoryClick('le-comptoir', { categoryId: 103 })).rejects.toMatchObject({ kind: 'not_found' });
    expect(engine.roomDirectoryClicksSoFar()).toEqual([]);
  });

  it('refuses a category id that is not a whole number, naming the field', async () => {
    const clicks = await tracker();
    await expect(clicks.trackCategoryClick('hotel-riviera', { categoryId: 1.5 })).rejects.toMatchObject({ kind: 'bad_request', field: 'categoryId' });
  });
});

describe('GET /_simulator/room-directory-clicks (staging): reads the recorded clicks', () => {
  it('answers the clicks with the staging header, and refuses a web page of another origin', async () => {
    const engine = anEngine();
    const server = await startSimulator({ engine, port: 0 });
    try {
      engine.recordRoomDirectoryClick('hotel-riviera', { categoryId: 104 });
      const url = `${server.url}_simulator/room-directory-clicks`;
      const read = await fetch(url, { headers: { 'x-simulator-staging': '1' } });
      expect(await read.json()).toMatchObject([{ restaurantId: 'hotel-riviera', categoryId: 104 }]);
      expect((await fetch(url, { headers: { 'x-simulator-staging': '1', origin: 'https://evil.example' } })).status).toBe(403);
    } finally {
      await server.close();
      engine.close();
    }
  });
});
