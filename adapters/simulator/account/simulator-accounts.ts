import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { DashboardData, SessionUser, UserProfile } from '../../../core/domain/account/account';
import { EMPTY_PROFILE, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../core/domain/account/account';
import { isAccountPhoneValid, phoneToStore } from '../../../core/domain/account/account-phone';
import { normalizeName } from '../../../core/domain/checkout/name-rules';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { AccountRefusal } from '../../../core/ports/account-gateway';
import type { Clock } from '../../../core/ports/clock';
import {
  changePasswordRequest,
  checkResetTokenRequest,
  favouriteRequest,
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  userProfileSchema,
} from '../../platform-api/account-api';
import { SimulatorError } from '../engine/simulator-error';
import type { FavouritesContext } from './account-favourites';
import { changedFavourites, dashboardOf } from './account-favourites';
import type { ResetMailReason } from './account-outbox';
import { AccountOutbox } from './account-outbox';
import { AccountLimits, accountKey } from './account-limits';
import type { AccountStore, StoredUser } from './account-store';
import type { DemoCustomer } from './demo-customers';
import { KnownDevices } from './known-devices';
import { decoyHash, hashPassword, verifyPassword } from './password-hashing';
import { checkProfileText } from './profile-text';
import { profileOnly } from './stored-profile';

/** Ours: a session lasts 12 hours, 30 days with rememberMe (accounts 3, login payload). */
const SESSION_MS = 12 * 60 * 60 * 1000;
const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** Ours: a reset link works once, for an hour. */
const RESET_TOKEN_MS = 60 * 60 * 1000;

export type { PasswordResetMail } from './account-outbox';

/** Who asks: the address a request came from ('in-process' in process), and the device token it brings. */
export interface Caller {
  readonly ip: string;
  /** issue 15.10: the token of a device that signed in before (over HTTP, its device cookie); none in process. */
  readonly device?: string;
}

/** A login or a reset: the answer, and the device token to give the client (never in the answer's body). */
export interface SignedIn {
  readonly user: SessionUser;
  readonly device: string;
}

export interface SimulatorAccountsOptions {
  readonly store: AccountStore;
  readonly clock: Clock;
  readonly settings: (restaurantId: RestaurantId) => RestaurantSettings;
  readonly catalogue: (restaurantId: RestaurantId) => Catalogue;
  readonly establishmentIds: () => readonly RestaurantId[];
  readonly demoCustomers: (restaurantId: RestaurantId) => readonly DemoCustomer[];
  /** Called for each demo customer once the accounts are seeded (the engine seeds their past orders). */
  readonly demoCustomerReady?: (restaurantId: RestaurantId, userId: string, demo: DemoCustomer) => void;
}

function parse<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  const [issue] = parsed.issues;
  throw new SimulatorError('bad_request', issue.message, v.getDotPath(issue) ?? 'body');
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** accounts 9: 8 to 20 characters, held by the server as well as the forms. */
function checkNewPassword(password: string, field: string): void {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new SimulatorError('bad_request', `a password holds ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`, field);
  }
}

/**
 * The customer accounts of the simulated platform (accounts 2 to 8): registration, login with scrypt
 * hashes, sessions by random token, password reset by expiring tokens, profile and favourites. Calls
 * are limited per address and per account, never closing an account to its owner (account-limits.ts,
 * known-devices.ts). Only establishments that enable client accounts have them.
 */
export class SimulatorAccounts {
  private readonly limits: AccountLimits;
  private readonly devices: KnownDevices;
  private readonly outbox = new AccountOutbox();
  private seeded: Promise<void> | null = null;

  constructor(private readonly options: SimulatorAccountsOptions) {
    this.limits = new AccountLimits(options.store.attempts(), options.clock);
    this.devices = new KnownDevices(options.store, options.clock);
  }

  async login(restaurantId: RestaurantId, body: unknown, caller: Caller): Promise<SignedIn> {
    await this.ready(restaurantId);
    const request = parse(loginRequest, body);
    const email = request.email.trim().toLowerCase();
    const { limits } = this;
    limits.take([limits.loginsPerAddress, caller.ip]);
    const user = this.options.store.findUserByEmail(restaurantId, email);
    const device = this.devices.recognise(caller.device, user);
    const account = accountKey(restaurantId, email);
    // Counted before the (slow) hash, as a failure until it succeeds: requests sent all at once cannot
    // slip past the count while the first ones are being checked.
    if (device) this.devices.failed(device);
    else {
      limits.holdBack(limits.loginFailuresPerAccount, account);
      limits.loginFailuresPerAccount.record(account);
    }
    // An unknown e-mail costs a hash too: the answer's time tells nothing of which accounts exist.
    const matches = await verifyPassword(request.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) throw new AccountRefusal('invalid_credentials');
    // A success from a known device leaves the account's count as it is: an attack under way keeps its wait.
    if (!device) limits.loginFailuresPerAccount.clear(account);
    return this.signIn(user, request.rememberMe ? REMEMBERED_SESSION_MS : SESSION_MS, caller.device);
  }

  /**
   * issue 15.7: the same answer whether the e-mail has an account or not, after the same work (a hash);
   * the owner of an existing account learns of it by e-mail, with a reset link. Limited per address.
   */
  async register(restaurantId: RestaurantId, body: unknown, caller: Caller): Promise<{ readonly success: true }> {
    await this.ready(restaurantId);
    const request = parse(registerRequest, body);
    checkNewPassword(request.password, 'password');
    const profile = this.checkProfile(restaurantId, request);
    this.limits.take([this.limits.registrationsPerAddress, caller.ip]);
    const passwordHash = await hashPassword(request.password);
    // Looked up after the hash, with no wait before the insert: two registrations of one e-mail at once make one account.
    const owner = this.options.store.findUserByEmail(restaurantId, profile.email);
    if (owner) {
      this.mailResetLink(owner, 'registered_again');
      return { success: true };
    }
    this.createUser(restaurantId, profile, passwordHash, request.optin, { products: [], restaurants: [] });
    // Wrong passwords tried on this e-mail before it had an account are no one's: its owner signs in now.
    this.limits.loginFailuresPerAccount.clear(accountKey(restaurantId, profile.email));
    return { success: true };
  }

  async logout(restaurantId: RestaurantId, token: string | undefined): Promise<void> {
    await this.ready(restaurantId);
    if (token) this.options.store.deleteSession(sha256(token));
  }

  /**
   * accounts 7: the same answer whether the e-mail exists or not; only an existing account gets a link.
   * Limited per address; per account only the mails are spaced out, never the answer (issue 15.10).
   */
  async forgotPassword(restaurantId: RestaurantId, body: unknown, caller: Caller): Promise<{ readonly success: true }> {
    await this.ready(restaurantId);
    const request = parse(forgotPasswordRequest, body);
    this.limits.take([this.limits.resetCallsPerAddress, caller.ip]);
    const user = this.options.store.findUserByEmail(restaurantId, request.email.trim().toLowerCase());
    if (user) this.mailResetLink(user, 'forgot_password');
    return { success: true };
  }

  async checkResetToken(restaurantId: RestaurantId, body: unknown, caller: Caller): Promise<{ readonly valid: boolean }> {
    await this.ready(restaurantId);
    const request = parse(checkResetTokenRequest, body);
    this.limits.take([this.limits.resetCallsPerAddress, caller.ip]);
    return { valid: this.resetUser(restaurantId, request.token) !== null };
  }

  /** accounts 2: a reset link connects its customer; it proves the mailbox, so the account's backoff starts afresh. */
  async resetPassword(restaurantId: RestaurantId, body: unknown, caller: Caller): Promise<SignedIn> {
    await this.ready(restaurantId);
    const request = parse(resetPasswordRequest, body);
    this.limits.take([this.limits.resetCallsPerAddress, caller.ip]);
    checkNewPassword(request.password, 'password');
    const user = this.resetUser(restaurantId, request.token);
    if (!user) throw new AccountRefusal('reset_password_invalid_token');
    const passwordHash = await hashPassword(request.password);
    this.options.store.transaction(() => {
      // Used by a request that came in while this one was hashing: once only.
      if (!this.resetUser(restaurantId, request.token)) throw new AccountRefusal('reset_password_invalid_token');
      // Single use, every link mailed; whoever held the old password is signed out everywhere, and no device is known any more.
      this.options.store.deleteResetTokensOf(user.id);
      this.options.store.deleteSessionsOf(user.id);
      this.devices.forgetAllOf(user.id);
      this.options.store.updatePassword(user.id, passwordHash);
    });
    this.limits.loginFailuresPerAccount.clear(accountKey(restaurantId, user.email));
    this.limits.resetMailsPerAccount.clear(accountKey(restaurantId, user.email));
    return this.signIn(user, SESSION_MS, undefined);
  }

  async profile(restaurantId: RestaurantId, token: string | undefined): Promise<{ readonly user: UserProfile }> {
    return { user: (await this.sessionUser(restaurantId, token)).profile };
  }

  async updateProfile(restaurantId: RestaurantId, token: string | undefined, body: unknown, caller: Caller): Promise<{ readonly user: UserProfile }> {
    const user = await this.sessionUser(restaurantId, token);
    const profile = this.checkProfile(restaurantId, parse(userProfileSchema, body), true);
    if (profile.email !== user.email) {
      // issue 15.7: an e-mail another account has is refused, so each change is a question: limited.
      this.limits.take([this.limits.emailChangesPerAccount, user.id], [this.limits.emailChangesPerAddress, caller.ip]);
      const owner = this.options.store.findUserByEmail(restaurantId, profile.email);
      if (owner && owner.id !== user.id) throw new AccountRefusal('user_already_exist');
    }
    this.options.store.updateProfile(user.id, profile);
    return { user: profile };
  }

  /**
   * accounts 7: a valid session is the owner's client, so the account's login backoff does not hold it
   * back; the wrong old passwords of this session are counted (a stolen session guessing), before the hash.
   */
  async changePassword(restaurantId: RestaurantId, token: string | undefined, body: unknown, caller: Caller): Promise<{ readonly success: boolean }> {
    const user = await this.sessionUser(restaurantId, token);
    const request = parse(changePasswordRequest, body);
    checkNewPassword(request.newPassword, 'newPassword');
    const { limits } = this;
    const session = sha256(token ?? '');
    limits.take([limits.loginsPerAddress, caller.ip]);
    limits.holdBack(limits.passwordFailuresPerSession, session);
    limits.passwordFailuresPerSession.record(session);
    if (!(await verifyPassword(request.oldPassword, user.passwordHash))) return { success: false };
    limits.passwordFailuresPerSession.clear(session);
    this.options.store.updatePassword(user.id, await hashPassword(request.newPassword));
    return { success: true };
  }

  async dashboard(restaurantId: RestaurantId, token: string | undefined): Promise<DashboardData> {
    return dashboardOf((await this.sessionUser(restaurantId, token)).favourites, this.favouritesContext(restaurantId));
  }

  async setFavourite(restaurantId: RestaurantId, token: string | undefined, body: unknown): Promise<DashboardData> {
    const user = await this.sessionUser(restaurantId, token);
    const favourites = changedFavourites(user.favourites, parse(favouriteRequest, body), this.favouritesContext(restaurantId));
    this.options.store.updateFavourites(user.id, favourites);
    return dashboardOf(favourites, this.favouritesContext(restaurantId));
  }

  /**
   * checkout 3 and 7: the customer a session token opens at this establishment, unexpired; null for none.
   * An order's userId is believed only when it is this one.
   */
  userIdOfSession(restaurantId: RestaurantId, token: string | undefined): string | null {
    const session = token ? this.options.store.findSession(sha256(token)) : null;
    if (!session || session.expiresAt <= this.now()) return null;
    return this.options.store.findUser(session.userId)?.restaurantId === restaurantId ? session.userId : null;
  }

  /** Staging: the reset links "sent" so far, latest last. */
  passwordResets() {
    return this.outbox.list();
  }

  /** Admin reset: the demo customers of the files again, no sessions, no devices, no counts, an empty outbox. */
  reset(): void {
    this.options.store.deleteAll();
    this.outbox.clear();
    this.seeded = null;
  }

  /** accounts 1: accounts exist only where enabled; the demo customers are hashed at first use (scrypt is slow on purpose). */
  private async ready(restaurantId: RestaurantId): Promise<void> {
    if (!this.options.settings(restaurantId).enable_client_account) throw new AccountRefusal('accounts_disabled');
    await this.prepare();
  }

  /** Seeds the demo customers (and through demoCustomerReady their past orders) now, not at the first account call. */
  async prepare(): Promise<void> {
    this.seeded ??= this.seedDemoCustomers();
    await this.seeded;
  }

  private async seedDemoCustomers(): Promise<void> {
    this.options.store.purgeExpired(this.now());
    for (const restaurantId of this.options.establishmentIds()) {
      for (const demo of this.options.demoCustomers(restaurantId)) {
        const email = demo.email.trim().toLowerCase();
        const existing = this.options.store.findUserByEmail(restaurantId, email);
        const profile = profileOnly({ ...EMPTY_PROFILE, ...demo, email, phone: phoneToStore(demo.phone ?? '', this.region(restaurantId)) });
        const favourites = { products: demo.favouriteProducts, restaurants: demo.favouriteRestaurants };
        const user = existing ?? this.createUser(restaurantId, profile, await hashPassword(demo.password), false, favourites);
        this.options.demoCustomerReady?.(restaurantId, user.id, demo);
      }
    }
  }

  private createUser(restaurantId: RestaurantId, profile: UserProfile, passwordHash: string, optin: boolean, favourites: StoredUser['favourites']): StoredUser {
    const user: StoredUser = {
      id: randomBytes(12).toString('hex'),
      restaurantId,
      email: profile.email,
      passwordHash,
      profile,
      optin,
      favourites,
      createdAt: this.now(),
    };
    this.options.store.insertUser(user);
    return user;
  }

  /**
   * A reset link "e-mailed" (to the outbox). Past three to an account, the next waits (account-limits.ts):
   * the links mailed within the hour all work until one is used, so the owner always holds one.
   */
  private mailResetLink(user: StoredUser, reason: ResetMailReason): void {
    const key = accountKey(user.restaurantId, user.email);
    if (this.limits.resetMailsPerAccount.waitMs(key) > 0) return;
    this.limits.resetMailsPerAccount.record(key);
    const token = newToken();
    this.options.store.insertResetToken({ tokenHash: sha256(token), userId: user.id, expiresAt: this.later(RESET_TOKEN_MS) });
    const link = `/${encodeURIComponent(user.restaurantId)}/v/reset-password?token=${token}`;
    this.outbox.send({ restaurantId: user.restaurantId, email: user.email, link, requestedAt: this.now(), reason });
  }

  /** accounts 5, server side: names of 2 characters or more, the address when delivery is offered, the phone international when valid. */
  private checkProfile(restaurantId: RestaurantId, profile: UserProfile, addressRequired = this.deliveryOffered(restaurantId)): UserProfile {
    checkProfileText(profile);
    if (addressRequired) {
      for (const field of ['addressStreet', 'addressZipCode', 'addressCity', 'addressCountry'] as const) {
        if (profile[field].trim() === '') throw new SimulatorError('bad_request', 'the address is required', field);
      }
    }
    const region = this.region(restaurantId);
    if (profile.phone.trim() !== '' && !isAccountPhoneValid(profile.phone, region)) throw new SimulatorError('bad_request', 'field_not_valid', 'phone');
    // issue 15.1: the profile's fields one by one; a request's password or optin is never part of it.
    return {
      ...profileOnly(profile),
      firstName: normalizeName(profile.firstName),
      lastName: normalizeName(profile.lastName),
      email: profile.email.trim().toLowerCase(),
      phone: phoneToStore(profile.phone, region),
    };
  }

  private deliveryOffered(restaurantId: RestaurantId): boolean {
    return this.options.settings(restaurantId).orderTypes.some((type) => type.id === OrderTypeId.delivery);
  }

  private region(restaurantId: RestaurantId) {
    return this.options.settings(restaurantId).phoneRegion as Parameters<typeof phoneToStore>[1];
  }

  /** The user of a reset token of this establishment, unexpired and unused; null otherwise. */
  private resetUser(restaurantId: RestaurantId, token: string): StoredUser | null {
    const stored = this.options.store.findResetToken(sha256(token));
    if (!stored || stored.expiresAt <= this.now()) return null;
    const user = this.options.store.findUser(stored.userId);
    return user?.restaurantId === restaurantId ? user : null;
  }

  private async sessionUser(restaurantId: RestaurantId, token: string | undefined): Promise<StoredUser> {
    await this.ready(restaurantId);
    const session = token ? this.options.store.findSession(sha256(token)) : null;
    if (!session || session.expiresAt <= this.now()) throw new AccountRefusal('not_connected');
    const user = this.options.store.findUser(session.userId);
    if (user?.restaurantId !== restaurantId) throw new AccountRefusal('not_connected');
    return user;
  }

  /** A session, and the client made (or kept as) a known device of the account. */
  private signIn(user: StoredUser, lifetimeMs: number, device: string | undefined): SignedIn {
    const accessToken = newToken();
    this.options.store.insertSession({ tokenHash: sha256(accessToken), userId: user.id, expiresAt: this.later(lifetimeMs) });
    return { user: { ...user.profile, id: user.id, accessToken }, device: this.devices.remember(user, device) };
  }

  private favouritesContext(restaurantId: RestaurantId): FavouritesContext {
    return { catalogue: this.options.catalogue(restaurantId), establishmentIds: this.options.establishmentIds(), restaurantName: (id) => this.options.settings(id).restaurant_name };
  }

  private now(): string {
    return this.options.clock.now().toUTC().toISO() ?? '';
  }

  private later(ms: number): string {
    return this.options.clock.now().plus({ milliseconds: ms }).toUTC().toISO() ?? '';
  }
}
