import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { EMPTY_PROFILE } from '../../../core/domain/account/account';
import type { NewUser } from '../../../core/domain/account/account';
import type { AccountGateway, AccountRefusalKind } from '../../../core/ports/account-gateway';
import { AccountRefusal } from '../../../core/ports/account-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import type { SettableClock } from '../../../adapters/system/settable-clock';
import { aFixedClock, anEngine } from '../../unit/adapters/fixtures/simulator-engines';

export interface AccountGatewayUnderTest {
  readonly accounts: AccountGateway;
  close(): Promise<void>;
}

/** An implementation over the engine the kit gives it, sending the token `token()` holds (x-access-token over HTTP). */
export type MakeAccountGateway = (engine: SimulatorEngine, token: () => string | null) => Promise<AccountGatewayUnderTest>;

const DEMO = { email: 'claire.martin@example.com', password: 'Comptoir2026' };
const login = (email: string, password: string) => ({ email, password, restaurantToken: 'le-comptoir', rememberMe: false });
const newUser = (email: string): NewUser => ({ ...EMPTY_PROFILE, firstName: 'Léa', lastName: 'Durand', email, phone: '06 98 76 54 32', password: 'Secret-123', optin: true, addressStreet: '1 rue A', addressZipCode: '75002', addressCity: 'Paris', addressCountry: 'France' });

async function refusal(call: Promise<unknown>): Promise<AccountRefusalKind | string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AccountRefusal) return error.kind;
    if (error instanceof GatewayError) return `${error.kind}:${error.field ?? ''}`;
    throw error;
  }
  throw new Error('expected the gateway to reject');
}

/** accounts 2 to 8: the same cases for the HTTP gateway and the in-process one. */
export function describeAccountGatewayContract(name: string, makeGateway: MakeAccountGateway): void {
  describe(`AccountGateway contract: ${name}`, () => {
    let engine: SimulatorEngine;
    let clock: SettableClock;
    let token: string | null;
    let under: AccountGatewayUnderTest;
    let gateway: AccountGateway;

    beforeEach(async () => {
      clock = aFixedClock();
      engine = anEngine({ clock });
      token = null;
      under = await makeGateway(engine, () => token);
      gateway = under.accounts;
    });
    afterEach(async () => {
      await under.close();
      engine.close();
    });

    it('accounts 5: the demo customer logs in; a wrong password or an unknown e-mail is invalid_credentials', async () => {
      const user = await gateway.login(login(DEMO.email, DEMO.password));
      expect(user).toMatchObject({ firstName: 'Claire', email: DEMO.email, phone: '+33612345678' });
      expect(user.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await refusal(gateway.login(login(DEMO.email, 'wrong-password')))).toBe('invalid_credentials');
      expect(await refusal(gateway.login(login('nobody@example.com', DEMO.password)))).toBe('invalid_credentials');
    }, 20_000);

    it('accounts 5 and issue 15.7: a registered user logs in; the same e-mail again is answered alike, and its owner is e-mailed', async () => {
      await gateway.register('le-comptoir', newUser('lea@example.com'));
      const user = await gateway.login(login('lea@example.com', 'Secret-123'));
      expect(user).toMatchObject({ firstName: 'Léa', phone: '+33698765432' });
      await expect(gateway.register('le-comptoir', { ...newUser('LEA@example.com'), password: 'Other-1234' })).resolves.toBeUndefined();
      expect(engine.accounts.passwordResets().map((mail) => [mail.email, mail.reason])).toEqual([['lea@example.com', 'registered_again']]);
      expect(await refusal(gateway.login(login('lea@example.com', 'Other-1234')))).toBe('invalid_credentials');
    }, 20_000);

    it('accounts 9: the platform holds the password length of 8 to 20 characters and bounds the inputs', async () => {
      expect(await refusal(gateway.register('le-comptoir', { ...newUser('short@example.com'), password: 'short' }))).toBe('bad_request:password');
      expect(await refusal(gateway.register('le-comptoir', { ...newUser('long@example.com'), firstName: 'x'.repeat(5_000) }))).toBe('bad_request:firstName');
    });

    it('accounts 6: the profile needs a session (x-access-token); logging out ends it', async () => {
      expect(await refusal(gateway.getProfile('le-comptoir'))).toBe('not_connected');
      token = (await gateway.login(login(DEMO.email, DEMO.password))).accessToken;
      expect(await gateway.getProfile('le-comptoir')).toMatchObject({ lastName: 'Martin' });
      await gateway.logout('le-comptoir', token);
      expect(await refusal(gateway.getProfile('le-comptoir'))).toBe('not_connected');
    }, 20_000);

    it('accounts 3 and 4: an updated profile is stored, the phone in international format', async () => {
      token = (await gateway.login(login(DEMO.email, DEMO.password))).accessToken;
      const profile = await gateway.getProfile('le-comptoir');
      const saved = await gateway.updateProfile('le-comptoir', { ...profile, firstName: 'Clara', phone: '07 11 22 33 44' });
      expect(saved).toMatchObject({ firstName: 'Clara', phone: '+33711223344' });
      expect(await gateway.getProfile('le-comptoir')).toMatchObject({ firstName: 'Clara' });
    }, 20_000);

    it('accounts 7: a password change with a wrong old password answers falsy; the right one changes it', async () => {
      token = (await gateway.login(login(DEMO.email, DEMO.password))).accessToken;
      expect(await gateway.changePassword('le-comptoir', 'not-the-password', 'Nouveau-2026')).toBe(false);
      expect(await gateway.changePassword('le-comptoir', DEMO.password, 'Nouveau-2026')).toBe(true);
      expect(await refusal(gateway.login(login(DEMO.email, DEMO.password)))).toBe('invalid_credentials');
      expect((await gateway.login(login(DEMO.email, 'Nouveau-2026'))).email).toBe(DEMO.email);
    }, 30_000);

    it('accounts 2 and 7: a reset link works once; forgot password answers the same for an unknown e-mail', async () => {
      await gateway.forgotPassword('le-comptoir', 'nobody@example.com');
      expect(engine.accounts.passwordResets()).toEqual([]);
      await gateway.forgotPassword('le-comptoir', DEMO.email);
      const [mail] = engine.accounts.passwordResets();
      const resetToken = new URL(mail!.link, 'http://x').searchParams.get('token')!;
      expect(mail!.link).toBe(`/le-comptoir/v/reset-password?token=${resetToken}`);
      expect(await gateway.checkResetToken('le-comptoir', resetToken)).toBe(true);
      const user = await gateway.resetPassword('le-comptoir', resetToken, 'Reset-2026!');
      expect(user.email).toBe(DEMO.email);
      expect(await gateway.checkResetToken('le-comptoir', resetToken)).toBe(false);
      expect(await refusal(gateway.resetPassword('le-comptoir', resetToken, 'Again-2026!'))).toBe('reset_password_invalid_token');
      expect((await gateway.login(login(DEMO.email, 'Reset-2026!'))).email).toBe(DEMO.email);
    }, 30_000);

    it('ours: a reset link expires after an hour', async () => {
      await gateway.forgotPassword('le-comptoir', DEMO.email);
      const resetToken = new URL(engine.accounts.passwordResets()[0]!.link, 'http://x').searchParams.get('token')!;
      clock.set(clock.now().plus({ minutes: 61 }));
      expect(await gateway.checkResetToken('le-comptoir', resetToken)).toBe(false);
    });

    it('ours: a session ends after 12 hours (30 days with rememberMe)', async () => {
      token = (await gateway.login(login(DEMO.email, DEMO.password))).accessToken;
      const remembered = (await gateway.login({ ...login(DEMO.email, DEMO.password), rememberMe: true })).accessToken;
      clock.set(clock.now().plus({ hours: 12, minutes: 1 }));
      expect(await refusal(gateway.getProfile('le-comptoir'))).toBe('not_connected');
      token = remembered;
      expect((await gateway.getProfile('le-comptoir')).email).toBe(DEMO.email);
    }, 20_000);

    it('issue 15.10: after 5 wrong passwords for one e-mail the next try waits a minute, then 2, 4 ... at most 15', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) expect(await refusal(gateway.login(login('nobody@example.com', 'x')))).toBe('invalid_credentials');
      expect(await refusal(gateway.login(login('nobody@example.com', 'x')))).toBe('too_many_attempts');
      clock.set(clock.now().plus({ minutes: 1 }));
      expect(await refusal(gateway.login(login('nobody@example.com', 'x')))).toBe('invalid_credentials');
      clock.set(clock.now().plus({ minutes: 1 }));
      expect(await refusal(gateway.login(login('nobody@example.com', 'x')))).toBe('too_many_attempts');
    }, 60_000);

    it('accounts 1: an establishment without client accounts refuses every account call', async () => {
      expect(await refusal(gateway.login({ ...login(DEMO.email, DEMO.password), restaurantToken: 'hotel-riviera' }))).toBe('accounts_disabled');
      expect(await refusal(gateway.forgotPassword('hotel-riviera', DEMO.email))).toBe('accounts_disabled');
    });

    it('accounts 2: favourites are kept per user; an unknown product is refused', async () => {
      token = (await gateway.login(login(DEMO.email, DEMO.password))).accessToken;
      const dashboard = await gateway.getDashboard('le-comptoir');
      expect(dashboard.products.map((product) => product.id)).toEqual([1101, 1402]);
      expect(dashboard.restaurants).toEqual([{ id: 'le-comptoir', restaurant_name: 'Le Comptoir des Halles' }]);
      const changed = await gateway.setFavourite('le-comptoir', { kind: 'product', id: 1101 }, false);
      expect(changed.products.map((product) => product.id)).toEqual([1402]);
      expect(await refusal(gateway.setFavourite('le-comptoir', { kind: 'product', id: 999_999 }, true))).toMatch(/^not_found/);
    }, 20_000);
  });
}
