import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import type { SettableClock } from '../../../../../adapters/system/settable-clock';
import { AccountRefusal } from '../../../../../core/ports/account-gateway';
import type { AccountAnswer, AccountClient } from './fixtures/account-http';
import { DEMO, anAccountClient, cookieOf, withToken } from './fixtures/account-http';
import { aFixedClock, anEngine } from '../../fixtures/simulator-engines';

const RIGHT = { ...DEMO, restaurantToken: 'le-comptoir' };
const WRONG = { ...RIGHT, password: 'guess-guess' };

let dir: string;
let clock: SettableClock;
let engine: SimulatorEngine;
let client: AccountClient;

async function startOn(file: string): Promise<void> {
  engine = anEngine({ clock, store: new SqliteSimulatorStore(file) });
  client = await anAccountClient(engine);
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'accounts-lockout-'));
  clock = aFixedClock();
  await startOn(join(dir, 'simulator.sqlite'));
});

afterEach(async () => {
  await client.close();
  engine.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An attacker, from a client that never signed in, guesses the owner's password ten times. */
async function tenWrongLogins(): Promise<readonly number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await client.call('POST', 'login', WRONG)).status);
  return statuses;
}

const status = (answer: AccountAnswer) => ({ status: answer.status, error: answer.body.error });
const tokenOf = (link: string) => new URL(link, 'http://storefront').searchParams.get('token') ?? '';

describe('issue 15.10: an attacker cannot lock the owner out (accounts 7, ours)', () => {
  it('ten wrong logins put the account in backoff for unknown clients; the owner’s known device still signs in', async () => {
    const first = await client.call('POST', 'login', RIGHT);
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(/^ordering_device=[A-Za-z0-9_-]{43}; /);
    expect(first.setCookie).toMatch(/HttpOnly/);
    expect(first.setCookie).toMatch(/SameSite=Strict/);
    expect(first.setCookie).toMatch(/Path=\/api_click_and_collect\/v7\/le-comptoir\/account/);
    const device = cookieOf(first.setCookie);

    expect(await tenWrongLogins()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect(status(await client.call('POST', 'login', RIGHT))).toEqual({ status: 429, error: 'too_many_attempts' });
    expect((await client.call('POST', 'login', RIGHT, { cookie: device })).status).toBe(200);
  }, 30_000);

  it('a new client waits at most 15 minutes after the last failure, or passes at once after a reset through the e-mailed link', async () => {
    await tenWrongLogins();
    clock.set(clock.now().plus({ minutes: 1 }));
    expect((await client.call('POST', 'login', WRONG)).status).toBe(401);
    expect((await client.call('POST', 'login', RIGHT)).status).toBe(429);
    clock.set(clock.now().plus({ minutes: 15 }));
    expect((await client.call('POST', 'login', RIGHT)).status).toBe(200);

    await tenWrongLogins();
    expect((await client.call('POST', 'forgotPassword', { email: DEMO.email, restaurantToken: 'le-comptoir' })).status).toBe(202);
    const link = engine.accounts.passwordResets().at(-1)!.link;
    const reset = await client.call('POST', 'resetPassword', { token: tokenOf(link), password: 'Retrouve-2026', restaurantToken: 'le-comptoir' });
    expect(reset.status).toBe(200);
    expect(reset.setCookie).toMatch(/^ordering_device=/);
    expect((await client.call('POST', 'login', { ...RIGHT, password: 'Retrouve-2026' })).status).toBe(200);
  }, 30_000);

  it('forgot-password requests of an attacker never block the owner’s: each is answered alike, and the link e-mailed works', async () => {
    const ask = () => client.call('POST', 'forgotPassword', { email: DEMO.email, restaurantToken: 'le-comptoir' });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await ask()).status).toBe(202);
    expect(status(await ask())).toEqual({ status: 202, error: undefined });
    const mails = engine.accounts.passwordResets().filter((mail) => mail.email === DEMO.email);
    // The mailbox is not flooded: three mails, then one after a wait that doubles (5 minutes first).
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect((await client.call('POST', 'checkResetToken', { token: tokenOf(mail.link), restaurantToken: 'le-comptoir' })).body).toEqual({ valid: true });
    }
    clock.set(clock.now().plus({ minutes: 5 }));
    await ask();
    expect(engine.accounts.passwordResets().filter((mail) => mail.email === DEMO.email)).toHaveLength(4);
    const latest = engine.accounts.passwordResets().at(-1)!.link;
    expect((await client.call('POST', 'resetPassword', { token: tokenOf(latest), password: 'Retrouve-2026', restaurantToken: 'le-comptoir' })).status).toBe(200);
  }, 30_000);

  it('the counts live in the data file: a restart does not clear an attacker’s', async () => {
    await tenWrongLogins();
    await client.close();
    engine.close();
    await startOn(join(dir, 'simulator.sqlite'));
    expect(status(await client.call('POST', 'login', RIGHT))).toEqual({ status: 429, error: 'too_many_attempts' });
  }, 30_000);

  it('a device cookie that guesses wrong five times is forgotten: stolen, it bypasses nothing', async () => {
    const device = cookieOf((await client.call('POST', 'login', RIGHT)).setCookie);
    await tenWrongLogins();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await client.call('POST', 'login', WRONG, { cookie: device })).status).toBe(401);
    expect((await client.call('POST', 'login', RIGHT, { cookie: device })).status).toBe(429);
  }, 30_000);

  it('the owner’s session changes the password while the account is in backoff; a session guessing the old one is slowed down', async () => {
    const token = ((await client.call('POST', 'login', RIGHT)).body.user as { accessToken: string }).accessToken;
    await tenWrongLogins();
    await tenWrongLogins();
    const wrongOld = () => client.call('POST', 'password', { oldPassword: 'not-it-at-all', newPassword: 'Nouveau-2026' }, withToken(token));
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await wrongOld()).body).toEqual({ success: false });
    expect(status(await wrongOld())).toEqual({ status: 429, error: 'too_many_attempts' });
    clock.set(clock.now().plus({ minutes: 1 }));
    expect((await client.call('POST', 'password', { oldPassword: DEMO.password, newPassword: 'Nouveau-2026' }, withToken(token))).body).toEqual({ success: true });
  }, 30_000);

  it('one address asks for 30 reset links in 15 minutes; another address is not held back by it', async () => {
    const ask = (ip: string, n: number) => engine.accounts.forgotPassword('le-comptoir', { email: `nobody.${n}@example.com`, restaurantToken: 'le-comptoir' }, { ip });
    for (let n = 0; n < 30; n += 1) await ask('203.0.113.7', n);
    await expect(ask('203.0.113.7', 30)).rejects.toEqual(new AccountRefusal('too_many_attempts'));
    await expect(ask('198.51.100.4', 30)).resolves.toEqual({ success: true });
  });
});
