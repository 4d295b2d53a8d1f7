import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ACCOUNT_SESSION_STORE, USE_CASES } from '../../config/use-case-tokens';
import { EMPTY_PROFILE } from '../../core/domain/account/account';
import { defaultPhoneRegion } from '../../core/domain/account/account-phone';
import { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { AccountFailure, InvalidForm } from '../../core/use-cases/account/account-failure';
import type { GetProfile, UpdateProfile } from '../../core/use-cases/account/account-profile';
import type { AccountSessionStore } from '../../core/use-cases/account/account-session-store';
import type { ChangePassword } from '../../core/use-cases/account/change-password';
import type { CheckResetToken } from '../../core/use-cases/account/check-reset-token';
import type { ForgotPassword } from '../../core/use-cases/account/forgot-password';
import type { Login } from '../../core/use-cases/account/login';
import type { Logout } from '../../core/use-cases/account/logout';
import type { Register, RegisterInput } from '../../core/use-cases/account/register';
import type { ResetPassword } from '../../core/use-cases/account/reset-password';
import type { SavedInfosBook } from '../../core/use-cases/checkout/saved-infos-book';
import type { OrderingWorld } from '../support/ordering-world';

/** What the account steps remember of a scenario: the last answer, and the reset link "e-mailed". */
interface AccountState {
  last: { ok: true; value?: unknown } | { ok: false; error: InvalidForm<string> | AccountFailure | { kind: 'not_changed' } } | null;
  resetToken: string | null;
  oldToken: string | null;
}

const states = new WeakMap<OrderingWorld, AccountState>();
function account(world: OrderingWorld): AccountState {
  let state = states.get(world);
  if (!state) states.set(world, (state = { last: null, resetToken: null, oldToken: null }));
  return state;
}

const session = (world: OrderingWorld) => world.container.get<AccountSessionStore>(ACCOUNT_SESSION_STORE);
const region = (world: OrderingWorld) => defaultPhoneRegion(world.shownSettings().phoneRegion, null);
const deliveryOffered = (world: OrderingWorld) => world.shownSettings().orderTypes.some((type) => type.id === OrderTypeId.delivery);

function remember(world: OrderingWorld, result: { ok: boolean; error?: unknown }): void {
  account(world).last = result.ok ? { ok: true } : { ok: false, error: result.error as AccountFailure };
}

async function registerAs(world: OrderingWorld, form: RegisterInput['form']): Promise<void> {
  const register = await world.container.getAsync<Register>(USE_CASES.register);
  const result = await register.execute({ restaurantId: world.restaurantId, form, optin: false, deliveryOffered: deliveryOffered(world), region: region(world) });
  // A registration that ends connected is remembered as the logins are; one that asks to read a mailbox, with that outcome.
  account(world).last = result.ok ? (result.value.kind === 'connected' ? { ok: true } : { ok: true, value: result.value }) : { ok: false, error: result.error };
}

const ADDRESS = { addressStreet: '1 rue Montmartre', addressComplementary: '', addressZipCode: '75001', addressCity: 'Paris', addressCountry: 'France' };

async function signIn(world: OrderingWorld, email: string, password: string) {
  const login = await world.container.getAsync<Login>(USE_CASES.login);
  return login.execute({ restaurantId: world.restaurantId, email, password, rememberMe: false });
}

When('I sign in as {string} with {string}', async function (this: OrderingWorld, email: string, password: string) {
  remember(this, await signIn(this, email, password));
});

Then('I can sign in as {string} with {string}', async function (this: OrderingWorld, email: string, password: string) {
  const result = await signIn(this, email, password);
  assert.ok(result.ok, JSON.stringify(result));
});

When('I register as {string} with the password {string} and the phone {string}', async function (this: OrderingWorld, email: string, password: string, phone: string) {
  await registerAs(this, { ...EMPTY_PROFILE, ...ADDRESS, firstName: 'Léa', lastName: 'Durand', email, phone, password, confirmation: password });
});

When('I register without an address as {string}', async function (this: OrderingWorld, email: string) {
  await registerAs(this, { ...EMPTY_PROFILE, firstName: 'Léa', lastName: 'Durand', email, password: 'Secret-2026', confirmation: 'Secret-2026' });
});

Then('I am asked to read my mailbox rather than connected', function (this: OrderingWorld) {
  assert.deepEqual(account(this).last, { ok: true, value: { kind: 'check_mailbox' } });
});

Then('I am connected as {string} {string} with the phone {string}', async function (this: OrderingWorld, firstName: string, lastName: string, phone: string) {
  assert.deepEqual(account(this).last, { ok: true });
  const user = session(this).user(this.restaurantId);
  assert.ok(user, 'no session is open');
  assert.deepEqual({ firstName: user.firstName, lastName: user.lastName, phone: user.phone }, { firstName, lastName, phone });
  // The platform knows the same profile under that session.
  const profile = await (await this.container.getAsync<GetProfile>(USE_CASES.getProfile)).execute(this.restaurantId);
  assert.ok(profile.ok && profile.value.firstName === firstName && profile.value.phone === phone, JSON.stringify(profile));
});

Then('I am not connected', function (this: OrderingWorld) {
  assert.equal(session(this).isConnected(this.restaurantId), false);
});

Then('the form says {string} at {string}', function (this: OrderingWorld, key: string, field: string) {
  const { last } = account(this);
  assert.ok(last && !last.ok, `expected a refusal, got ${JSON.stringify(last)}`);
  const { error } = last;
  const shown =
    error.kind === 'invalid'
      ? (error as InvalidForm<string>).problems[field]
      : error.kind === 'refused' && field === 'password'
        ? error.refusal
        : error.kind === 'refused' && field === 'confirmation' && error.refusal === 'user_already_exist'
          ? 'register_user_already_exist'
          : undefined;
  assert.equal(shown, key, JSON.stringify(error));
});

Then('the sign-in is refused as {string}', function (this: OrderingWorld, refusal: string) {
  assert.deepEqual(account(this).last, { ok: false, error: { kind: 'refused', refusal } });
});

When('I ask for a new password for {string}', async function (this: OrderingWorld, email: string) {
  const forgot = await this.container.getAsync<ForgotPassword>(USE_CASES.forgotPassword);
  remember(this, await forgot.execute({ restaurantId: this.restaurantId, email }));
  const mail = (await this.admin.passwordResets()).findLast((each) => each.email === email);
  account(this).resetToken = mail ? new URL(mail.link, 'http://storefront').searchParams.get('token') : null;
});

Then('the request is taken', function (this: OrderingWorld) {
  assert.deepEqual(account(this).last, { ok: true });
});

Then('the simulator sent a reset link to {string}', async function (this: OrderingWorld, email: string) {
  const mail = (await this.admin.passwordResets()).findLast((each) => each.email === email);
  assert.match(mail?.link ?? '', new RegExp(`^/${this.restaurantId}/v/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
});

Then('the simulator sent no reset link', async function (this: OrderingWorld) {
  assert.deepEqual(await this.admin.passwordResets(), []);
});

async function resetLinkValid(world: OrderingWorld): Promise<boolean> {
  const check = await world.container.getAsync<CheckResetToken>(USE_CASES.checkResetToken);
  const result = await check.execute({ restaurantId: world.restaurantId, token: account(world).resetToken ?? '' });
  assert.ok(result.ok, JSON.stringify(result));
  return result.value;
}

Then('the reset link is valid', async function (this: OrderingWorld) {
  assert.equal(await resetLinkValid(this), true);
});

Then('the reset link is not valid any more', async function (this: OrderingWorld) {
  assert.equal(await resetLinkValid(this), false);
});

When('I choose the new password {string} through the reset link', async function (this: OrderingWorld, password: string) {
  const reset = await this.container.getAsync<ResetPassword>(USE_CASES.resetPassword);
  remember(this, await reset.execute({ restaurantId: this.restaurantId, token: account(this).resetToken ?? '', password, confirmation: password }));
});

When('I change my first name to {string} and my phone to {string}', async function (this: OrderingWorld, firstName: string, phone: string) {
  const user = session(this).user(this.restaurantId);
  assert.ok(user, 'sign in first');
  const update = await this.container.getAsync<UpdateProfile>(USE_CASES.updateProfile);
  remember(this, await update.execute({ restaurantId: this.restaurantId, profile: { ...user, firstName, phone }, region: region(this) }));
});

When('I change my password from {string} to {string}', async function (this: OrderingWorld, oldPassword: string, newPassword: string) {
  const change = await this.container.getAsync<ChangePassword>(USE_CASES.changePassword);
  remember(this, await change.execute({ restaurantId: this.restaurantId, oldPassword, newPassword, confirmation: newPassword }));
});

Then('the password is not changed', function (this: OrderingWorld) {
  assert.deepEqual(account(this).last, { ok: false, error: { kind: 'not_changed' } });
});

When('I log out', async function (this: OrderingWorld) {
  account(this).oldToken = session(this).token();
  await (await this.container.getAsync<Logout>(USE_CASES.logout)).execute(this.restaurantId);
});

Then('the platform no longer knows my session', async function (this: OrderingWorld) {
  const { oldToken } = account(this);
  assert.ok(oldToken, 'there was no session to end');
  // The old token, put back in this browser's storage, opens nothing.
  const user = { ...EMPTY_PROFILE, id: 'x', accessToken: oldToken };
  session(this).open(this.restaurantId, user);
  const profile = await (await this.container.getAsync<GetProfile>(USE_CASES.getProfile)).execute(this.restaurantId);
  assert.deepEqual(profile, { ok: false, error: { kind: 'refused', refusal: 'not_connected' } });
  assert.equal(session(this).isConnected(this.restaurantId), false, 'the ended session is closed here too');
});

// checkout 7: lastCmdInfos, the contact details a checkout keeps for the next order.
Given("this browser keeps my last order's contact details", function (this: OrderingWorld) {
  const book = this.container.get<SavedInfosBook>(USE_CASES.savedInfosBook);
  book.remember(this.restaurantId, { fullName: 'Claire Martin', firstName: '', lastName: '', phone: '+33612345678', email: 'claire.martin@example.com' });
  assert.equal(book.recall(this.restaurantId).length, 1);
});

Then('this browser keeps no contact details of mine', function (this: OrderingWorld) {
  assert.deepEqual(this.container.get<SavedInfosBook>(USE_CASES.savedInfosBook).recall(this.restaurantId), []);
});
