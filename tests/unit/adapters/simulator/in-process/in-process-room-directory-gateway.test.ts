import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { InProcessRoomDirectoryGateway } from '../../../../../adapters/simulator/in-process/in-process-room-directory-gateway';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine;
beforeEach(() => {
  engine = anEngine();
});
afterEach(() => engine.close());

describe('the simulator serves the establishment file\u2019s room directory (browsing 2.9)', () => {
  it('the Hôtel Riviera has one', async () => {
    const directory = await new InProcessRoomDirectoryGateway(engine).loadRoomDirectory('hotel-riviera');
    expect(directory.titleInfos.title).toEqual({ fr: 'Bienvenue à l’Hôtel Riviera', en: 'Welcome to the Hôtel Riviera' });
    expect(directory.services.map((service) => service.id)).toEqual([101, 102, 103, 104, 105, 107, 106, 108, 109]);
  });

  it('an establishment without one: not_found', async () => {
    await expect(new InProcessRoomDirectoryGateway(engine).loadRoomDirectory('le-comptoir')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
