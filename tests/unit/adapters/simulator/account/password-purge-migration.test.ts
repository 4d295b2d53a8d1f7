import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userProfileSchema } from '../../../../../adapters/platform-api/account-api';
import { hashPassword } from '../../../../../adapters/simulator/account/password-hashing';
import { SCHEMA_MIGRATIONS, SCHEMA_VERSION } from '../../../../../adapters/simulator/store/schema-migrations';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import { anEngine } from '../../fixtures/simulator-engines';

const PLAIN = 'Ancien-Secret-8';
const PROFILE = {
  firstName: 'Léa',
  lastName: 'Durand',
  email: 'lea.durand@example.com',
  phone: '+33698765432',
  addressStreet: '1 rue Montmartre',
  addressComplementary: '',
  addressZipCode: '75001',
  addressCity: 'Paris',
  addressCountry: 'France',
};

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'accounts-v8-'));
  file = join(dir, 'simulator.sqlite');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Other customers of that file, their passwords as plain in their profiles (their hashes do not matter here). */
const OTHERS = Array.from({ length: 40 }, (_, n) => ({ ...PROFILE, email: `client.${n}@example.com`, password: `Autre-Secret-${n}x` }));

/** A data file as the simulator wrote it at schema version 8: a registration's password spread into the profile. */
async function aVersion8DataFile(): Promise<void> {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  for (const migration of SCHEMA_MIGRATIONS.filter((each) => each.version <= 8)) db.exec(migration.sql);
  db.pragma('user_version = 8');
  db.prepare(
    'INSERT INTO account_users (id, restaurant_id, email, password_hash, profile, optin, favourites, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    'a1b2c3d4e5f6a1b2c3d4e5f6',
    'le-comptoir',
    PROFILE.email,
    await hashPassword(PLAIN),
    JSON.stringify({ ...PROFILE, password: PLAIN, optin: true }),
    1,
    JSON.stringify({ products: [], restaurants: [] }),
    '2025-06-01T10:00:00.000Z',
  );
  OTHERS.forEach((other, n) =>
    db
      .prepare('INSERT INTO account_users (id, restaurant_id, email, password_hash, profile, optin, favourites, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(`other${n}`, 'le-comptoir', other.email, 'scrypt$not-a-hash', JSON.stringify({ ...other, optin: false }), 0, '{"products":[],"restaurants":[]}', '2025-06-01T10:00:00.000Z'),
  );
  db.close();
}

const everyByte = () =>
  readdirSync(dir)
    .map((name) => readFileSync(join(dir, name)).toString('latin1'))
    .join('\n');

describe('issue 15.1: a data file written before (schema version 8) opens with its passwords purged', () => {
  it('the profile keeps its own fields, no byte of the file holds the password, and the customer still signs in', async () => {
    await aVersion8DataFile();
    expect(everyByte()).toContain(PLAIN);
    expect(everyByte()).toContain(OTHERS[0]!.password);

    const store = new SqliteSimulatorStore(file);
    store.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const { profile } = db.prepare('SELECT profile FROM account_users WHERE email = ?').get(PROFILE.email) as { profile: string };
    db.close();
    expect(JSON.parse(profile)).toEqual(PROFILE);
    expect(Object.keys(JSON.parse(profile) as object).sort()).toEqual(Object.keys(userProfileSchema.entries).sort());
    const bytes = everyByte();
    expect(bytes).not.toContain(PLAIN);
    for (const other of OTHERS) expect(bytes).not.toContain(other.password);

    const engine = anEngine({ store: new SqliteSimulatorStore(file) });
    try {
      const { user } = await engine.accounts.login('le-comptoir', { email: PROFILE.email, password: PLAIN, restaurantToken: 'le-comptoir' }, { ip: 'test' });
      expect(user).toMatchObject(PROFILE);
      expect(JSON.stringify(user)).not.toContain(PLAIN);
    } finally {
      engine.close();
    }
  }, 30_000);
});
