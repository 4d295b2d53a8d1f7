import { describe, expect, it } from 'vitest';
import type { ClientLogEntry } from '../../../../../core/ports/client-log';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { LoadRoomDirectory } from '../../../../../core/use-cases/room-directory/load-room-directory';
import { directory } from '../../domain/room-directory/room-directory-fixtures';

function clientLog() {
  const entries: ClientLogEntry[] = [];
  return { entries, send: async (entry: ClientLogEntry) => void entries.push(entry) };
}

describe('browsing 2.9: LoadRoomDirectory', () => {
  it('gives the directory', async () => {
    const log = clientLog();
    const loaded = await new LoadRoomDirectory({ loadRoomDirectory: async () => directory([]) }, log).execute('hotel');
    expect(loaded).toEqual({ ok: true, value: directory([]) });
    expect(log.entries).toEqual([]);
  });

  it('browsing 8: a load failure is logged and returned', async () => {
    const log = clientLog();
    const loaded = await new LoadRoomDirectory({ loadRoomDirectory: async () => Promise.reject(new GatewayError('not_found', 'no directory')) }, log).execute('hotel');
    expect(loaded).toEqual({ ok: false, error: { kind: 'not_found', message: 'no directory' } });
    expect(log.entries).toEqual([{ level: 'warn', restaurantId: 'hotel', message: 'room directory load failed: not_found: no directory' }]);
  });
});
