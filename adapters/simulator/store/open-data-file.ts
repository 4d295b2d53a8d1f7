import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { SCHEMA_MIGRATIONS, SCHEMA_VERSION } from './schema-migrations';

/** Kept in memory, gone with the process: the CLI, the features and the unit tests. */
export const IN_MEMORY = ':memory:';

/** A data file that cannot be opened or was written by a newer simulator. */
export class DataFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFileError';
  }
}

function migrate(db: SqliteDatabase, location: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) {
    throw new DataFileError(`${location} was written by a newer simulator (schema ${version}; this one knows up to ${SCHEMA_VERSION})`);
  }
  const pending = SCHEMA_MIGRATIONS.filter((migration) => migration.version > version);
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  // A migration that removes data (issue 15.1: plain passwords) rewrites the file, so that no byte of
  // what it removed is left in a page; VACUUM cannot run inside a transaction, hence here.
  if (pending.some((migration) => migration.rewritesFile)) db.exec('VACUUM');
}

function open(location: string): SqliteDatabase {
  if (location !== IN_MEMORY) mkdirSync(dirname(location), { recursive: true });
  try {
    const db = new Database(location);
    // WAL: readers (an export from the CLI) do not block the server; NORMAL is durable across a crash
    // of the process, which is what a simulator needs.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    return db;
  } catch (error) {
    throw new DataFileError(`cannot open the data file ${location}: ${(error as Error).message}`);
  }
}

/** Opens (or creates) a data file and brings its schema up to this simulator's version. */
export function openDataFile(location: string): SqliteDatabase {
  const db = open(location);
  try {
    migrate(db, location);
    return db;
  } catch (error) {
    db.close();
    if (error instanceof DataFileError) throw error;
    throw new DataFileError(`${location} is not a simulator data file: ${(error as Error).message}`);
  }
}
