import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database as SqliteDatabase } from 'better-sqlite3';

/**
 * Issue 17: the WAL of a data file is copied back into the file (checkpointed) by a thread of its own, not
 * by the order whose commit crossed SQLite's 1,000-page mark. That copy ends with two fsyncs: on the
 * connection that serves requests it stopped every request for milliseconds, 1 order in 100 or so.
 *
 * The thread opens the same file on a connection of its own and, every `everyMs`, checkpoints what it can
 * without waiting for anyone and without writing to the WAL (PASSIVE): the server keeps writing meanwhile,
 * and its connection stays the only writer. A steady stream of orders can keep the WAL from ever being
 * caught up with, and so from starting again at its beginning (the next write does that once all of it is
 * copied): once it holds `restartFrames` pages not all copied, the thread asks the server's connection to restart it (RESTART, run between two requests, never inside a
 * transaction: what little the thread left is copied, and the server waits for it as it did for each of
 * its own checkpoints, but 4 times less often: about every 300 orders, for 5-15 ms). The WAL never grows
 * without bound (16 MB at most, as `restartFrames` pages of 4 KB, plus what comes in while it is asked).
 */
export interface WalCheckpointerOptions {
  readonly everyMs: number;
  readonly restartFrames: number;
}

export const DEFAULT_CHECKPOINTING: WalCheckpointerOptions = { everyMs: 100, restartFrames: 4_000 };

/** The worker's code, plain JavaScript (no TypeScript loader runs in a worker), evaluated as CommonJS. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
const checkpoint = () => {
  const [{ log, checkpointed }] = db.pragma('wal_checkpoint(PASSIVE)');
  // All copied: the server's next write starts the WAL again on its own. Else asked at every turn while the
  // WAL is that long (a restart that found the file busy did nothing).
  if (log >= workerData.restartFrames && checkpointed < log) parentPort.postMessage('restart');
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  // The server's thread waits for this before it closes its own connection (stop()).
  const closed = new Int32Array(workerData.closed);
  Atomics.store(closed, 0, 1);
  Atomics.notify(closed, 0);
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /**
   * Stops the thread once its connection is closed (waiting at most STOP_WAIT_MS), so that the server's
   * connection, closed next, is the file's last: SQLite then copies the WAL back and removes it, as before.
   */
  stop(): void;
}

const STOP_WAIT_MS = 2_000;

/** What the server's connection is asked to do: restart the WAL; and told: the thread failed. */
interface CheckpointCalls {
  restart(): void;
  failed(error: Error): void;
}

/**
 * Starts checkpointing `file` (WAL mode, already created by the server's connection). `calls.failed` is told
 * when the thread could not start or ended on an error: the caller then checkpoints on its own again.
 */
export function startWalCheckpointer(file: string, calls: CheckpointCalls, options: WalCheckpointerOptions = DEFAULT_CHECKPOINTING): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const closed = new SharedArrayBuffer(4);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, closed, ...options } });
  let stopped = false;
  worker.on('error', (error) => {
    if (!stopped) calls.failed(error);
  });
  worker.on('message', (message) => {
    if (!stopped && message === 'restart') calls.restart();
  });
  // The thread must not keep a CLI, a test or a stopped server alive.
  worker.unref();
  return {
    stop: () => {
      if (stopped) return;
      stopped = true;
      worker.postMessage('stop');
      // A thread still starting reads the message once started; one that failed never answers.
      if (Atomics.wait(new Int32Array(closed), 0, 0, STOP_WAIT_MS) === 'timed-out') void worker.terminate();
    },
  };
}

/** The server's connection stops checkpointing for a thread; if the thread fails, it does again (1,000 pages, SQLite's default). */
export function checkpointOffThread(db: SqliteDatabase, file: string, options: WalCheckpointerOptions = DEFAULT_CHECKPOINTING): WalCheckpointer {
  db.pragma('wal_autocheckpoint = 0');
  return startWalCheckpointer(
    file,
    {
      // A message is read between two tasks of the event loop: never inside one of this connection's transactions.
      restart: () => {
        if (db.open && !db.inTransaction) db.pragma('wal_checkpoint(RESTART)');
      },
      failed: (error) => {
        if (!db.open) return;
        db.pragma('wal_autocheckpoint = 1000');
        console.error(`the data file's checkpoint thread stopped (${error.message}): the server checkpoints on its own again`);
      },
    },
    options,
  );
}
