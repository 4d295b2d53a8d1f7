import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userProfileSchema } from '../../../../../adapters/platform-api/account-api';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import type { AccountClient } from './fixtures/account-http';
import { aNewCustomer, anAccountClient, withToken } from './fixtures/account-http';
import { anEngine } from '../../fixtures/simulator-engines';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';

const PROFILE_FIELDS = Object.keys(userProfileSchema.entries).sort();
const FIRST = 'Premier-Secret-1';
const SECOND = 'Second-Secret-2';

let dir: string;
let file: string;
let engine: SimulatorEngine;
let client: AccountClient;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'accounts-plain-'));
  file = join(dir, 'simulator.sqlite');
  engine = anEngine({ store: new SqliteSimulatorStore(file) });
  client = await anAccountClient(engine);
});

afterEach(async () => {
  await client.close();
  engine.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every byte the data file and its journal hold, as an attacker who copies them would read them. */
function dataFileBytes(): string {
  return readdirSync(dir)
    .map((name) => readFileSync(join(dir, name)).toString('latin1'))
    .join('\n');
}

function storedProfile(email: string): Record<string, unknown> {
  const db = new Database(file, { readonly: true });
  try {
    const row = db.prepare('SELECT profile FROM account_users WHERE email = ?').get(email) as { profile: string };
    return JSON.parse(row.profile) as Record<string, unknown>;
  } finally {
    db.close();
  }
}

describe('issue 15.1: a password is never stored plain nor served (accounts 3, ours)', () => {
  it('the stored profile holds the profile’s fields only; login and profile answers carry no password, before and after a change', async () => {
    const email = 'lea.durand@example.com';
    expect((await client.call('POST', 'register', aNewCustomer(email, FIRST))).status).toBe(201);

    expect(Object.keys(storedProfile(email)).sort()).toEqual(PROFILE_FIELDS);
    const login = await client.call('POST', 'login', { email, password: FIRST, restaurantToken: 'le-comptoir' });
    expect(login.status).toBe(200);
    expect(login.text).not.toContain(FIRST);
    expect(Object.keys(login.body.user as object).sort()).toEqual([...PROFILE_FIELDS, 'accessToken', 'id'].sort());
    const token = (login.body.user as { accessToken: string }).accessToken;
    const profile = await client.call('GET', 'profile', undefined, withToken(token));
    expect(profile.text).not.toContain(FIRST);
    expect(Object.keys(profile.body.user as object).sort()).toEqual(PROFILE_FIELDS);

    expect((await client.call('POST', 'password', { oldPassword: FIRST, newPassword: SECOND }, withToken(token))).body).toEqual({ success: true });
    const again = await client.call('POST', 'login', { email, password: SECOND, restaurantToken: 'le-comptoir' });
    expect(again.status).toBe(200);
    expect(again.text).not.toContain(FIRST);
    expect(again.text).not.toContain(SECOND);
    expect((await client.call('GET', 'profile', undefined, withToken(token))).text).not.toMatch(new RegExp(`${FIRST}|${SECOND}`));

    const bytes = dataFileBytes();
    expect(bytes).not.toContain(FIRST);
    expect(bytes).not.toContain(SECOND);
  }, 30_000);

  it('a registration with fields beyond the profile’s stores the profile’s fields only', async () => {
    const email = 'extra.fields@example.com';
    expect((await client.call('POST', 'register', { ...aNewCustomer(email, FIRST), isAdmin: true, password_hash: 'x' })).status).toBe(201);
    expect(Object.keys(storedProfile(email)).sort()).toEqual(PROFILE_FIELDS);
  }, 30_000);
});
