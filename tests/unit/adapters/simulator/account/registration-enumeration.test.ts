import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SettableClock } from '../../../../../adapters/system/settable-clock';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { AccountClient } from './fixtures/account-http';
import { DEMO, aNewCustomer, anAccountClient } from './fixtures/account-http';
import { aFixedClock, anEngine } from '../../fixtures/simulator-engines';

let clock: SettableClock;
let engine: SimulatorEngine;
let client: AccountClient;

beforeEach(async () => {
  clock = aFixedClock();
  engine = anEngine({ clock });
  client = await anAccountClient(engine);
});

afterEach(async () => {
  await client.close();
  engine.close();
});

const tokenOf = (link: string) => new URL(link, 'http://storefront').searchParams.get('token') ?? '';

describe('issue 15.7: registration tells nobody which e-mails have an account (accounts 7, ours)', () => {
  it('an e-mail already registered is answered as a new one; its owner learns it by e-mail, with a reset link', async () => {
    const fresh = await client.call('POST', 'register', aNewCustomer('new.customer@example.com'));
    const taken = await client.call('POST', 'register', aNewCustomer(DEMO.email.toUpperCase(), 'Attacker-2026'));
    expect({ status: taken.status, text: taken.text }).toEqual({ status: fresh.status, text: fresh.text });
    expect(fresh.status).toBe(201);

    const mails = engine.accounts.passwordResets().filter((mail) => mail.email === DEMO.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.link).toMatch(/^\/le-comptoir\/v\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect((await client.call('POST', 'checkResetToken', { token: tokenOf(mails[0]!.link), restaurantToken: 'le-comptoir' })).body).toEqual({ valid: true });
    // The account is the owner's still: the attacker's password opens nothing.
    expect((await client.call('POST', 'login', { ...DEMO, restaurantToken: 'le-comptoir' })).status).toBe(200);
    expect((await client.call('POST', 'login', { email: DEMO.email, password: 'Attacker-2026', restaurantToken: 'le-comptoir' })).status).toBe(401);
  }, 30_000);

  it('wrong passwords tried on an e-mail before it had an account do not hold back the customer who registers it', async () => {
    const email = 'not.yet@example.com';
    for (let attempt = 0; attempt < 6; attempt += 1) await client.call('POST', 'login', { email, password: 'guess-guess', restaurantToken: 'le-comptoir' });
    expect((await client.call('POST', 'login', { email, password: 'Secret-2026', restaurantToken: 'le-comptoir' })).status).toBe(429);
    expect((await client.call('POST', 'register', aNewCustomer(email, 'Secret-2026'))).status).toBe(201);
    expect((await client.call('POST', 'login', { email, password: 'Secret-2026', restaurantToken: 'le-comptoir' })).status).toBe(200);
  }, 30_000);

  it('one address registers 30 accounts an hour; the 31st is refused as too_many_attempts until the hour is over', async () => {
    for (let count = 0; count < 30; count += 1) {
      expect((await client.call('POST', 'register', aNewCustomer(`bulk.${count}@example.com`))).status).toBe(201);
    }
    const refused = await client.call('POST', 'register', aNewCustomer('bulk.30@example.com'));
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 429, error: 'too_many_attempts' });
    clock.set(clock.now().plus({ minutes: 61 }));
    expect((await client.call('POST', 'register', aNewCustomer('bulk.30@example.com'))).status).toBe(201);
  }, 60_000);
});
