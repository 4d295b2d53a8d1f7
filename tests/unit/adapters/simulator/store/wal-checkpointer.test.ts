import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointOffThread } from '../../../../../adapters/simulator/store/wal-checkpointer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PAGE = 4096;

describe("a data file's WAL checkpointed by a thread of its own (issue 17)", () => {
  it('copies the WAL back into the file while the connection writes, which never checkpoints, and the WAL starts again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wal-checkpointer-'));
    dirs.push(dir);
    const file = join(dir, 'data.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body BLOB)');
    const checkpointer = checkpointOffThread(db, file, { everyMs: 5, restartFrames: 40 });
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const insert = db.prepare('INSERT INTO rows (body) VALUES (?)');
    const rows = 400;
    // Each row is a page or more in its own transaction: 400 pages or more written to the WAL, 10 times the restart mark.
    for (let row = 0; row < rows; row += 1) {
      insert.run(Buffer.alloc(PAGE, row % 256));
      if (row % 20 === 19) await sleep(10);
    }
    await sleep(100);
    // The rows reached the file itself, though this connection never checkpointed...
    expect(statSync(file).size).toBeGreaterThan(rows * PAGE);
    // ...all of it: the next write starts the WAL again at its beginning.
    insert.run(Buffer.alloc(16));
    const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
    expect(log).toBeLessThan(5);
    expect(db.prepare('SELECT COUNT(*) FROM rows').pluck().get()).toBe(rows + 1);
    checkpointer.stop();
    db.close();
  });
});
