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
import type { AccountStore, StoredUser } from './account-store';
import { AttemptLimiter } from './attempt-limiter';
import type { DemoCustomer } from './demo-customers';
import { decoyHash, hashPassword, verifyPassword } from './password-hashing';
import { checkProfileText } from './profile-text';

/** Ours: a session lasts 12 hours, 30 days with rememberMe (accounts 3, login payload). */
const SESSION_MS = 12 * 60 * 60 * 1000;
const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** Ours: a reset link works once, for an hour. */
const RESET_TOKEN_MS = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const MAX_FAVOURITES = 100;
const MAX_OUTBOX = 200;

/** Who asks: the address a request came from, for the per-IP limits ('in-process' in process). */
export interface Caller {
  readonly ip: string;
}

/** What the simulator's outbox keeps of a reset "e-mail": the link it would carry (staging only). */
export interface PasswordResetMail {
  readonly restaurantId: RestaurantId;
  readonly email: string;
  /** The storefront's reset page with its token (accounts 2: /{id}/v/reset-password?token=). */
  readonly link: string;
  readonly requestedAt: string;
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
 * hashes, sessions by random token, password reset by single-use expiring tokens, profile and
 * favourites. Login and reset attempts are rate-limited per e-mail and per IP. Only establishments
 * that enable client accounts have them.
 */
export class SimulatorAccounts {
  private readonly loginByEmail: AttemptLimiter;
  private readonly loginByIp: AttemptLimiter;
  private readonly resetByEmail: AttemptLimiter;
  private readonly resetByIp: AttemptLimiter;
  private readonly outbox: PasswordResetMail[] = [];
  private seeded: Promise<void> | null = null;

  constructor(private readonly options: SimulatorAccountsOptions) {
    this.loginByEmail = new AttemptLimiter(options.clock, { max: 10, windowMs: 15 * MINUTE });
    this.loginByIp = new AttemptLimiter(options.clock, { max: 60, windowMs: 15 * MINUTE });
    this.resetByEmail = new AttemptLimiter(options.clock, { max: 5, windowMs: 60 * MINUTE });
    this.resetByIp = new AttemptLimiter(options.clock, { max: 30, windowMs: 15 * MINUTE });
  }

  async login(restaurantId: RestaurantId, body: unknown, caller: Caller): Promise<{ readonly user: SessionUser }> {
    await this.ready(restaurantId);
    const request = parse(loginRequest, body);
    const email = request.email.trim().toLowerCase();
    this.limit([this.loginByIp, caller.ip], [this.loginByEmail, `${restaurantId}:${email}`]);
    const user = this.options.store.findUserByEmail(restaurantId, email);
    // An unknown e-mail costs a hash too: the answer's time tells nothing of which accounts exist.
    const matches = await verifyPassword(request.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) throw new AccountRefusal('invalid_credentials');
    return { user: this.openSession(user, request.rememberMe ? REMEMBERED_SESSION_MS : SESSION_MS) };
  }

  async register(restaurantId: RestaurantId, body: unknown): Promise<{ readonly success: true }> {
    await this.ready(restaurantId);
    const request = parse(registerRequest, body);
    checkNewPassword(request.password, 'password');
    const profile = this.checkProfile(restaurantId, request);
    if (this.options.store.findUserByEmail(restaurantId, profile.email)) throw new AccountRefusal('user_already_exist');
    await this.createUser(restaurantId, profile, request.password, request.optin, { products: [], restaurants: [] });
    return { success: true };
  }

  async logout(restaurantId: RestaurantId, token: string | undefined): Promise<void> {
    await this.ready(restaurantId);
    if (token) this.options.store.deleteSession(sha256(token));
  }

  /** accounts 7: the same answer whether the e-mail exists or not; only an existing account gets a link. */
  async forgotPassword(restaurantId: RestaurantId, body: unknown, caller: Caller): Promise<{ readonly success: true }> {
    await this.ready(restaurantId);
    const request = parse(forgotPasswordRequest, body);
    const email = request.email.trim().toLowerCase();
    this.limit([this.resetByIp, caller.ip], [this.resetByEmail, `${restaurantId}:${email}`]);
    const user = this.options.store.findUserByEmail(restaurantId, email);
    if (user) {
      const token = newToken();
      this.options.store.transaction(() => {
        this.options.store.deleteResetTokensOf(user.id);
        this.options.store.insertResetToken({ tokenHash: sha256(token), userId: user.id, expiresAt: this.later(RESET_TOKEN_MS) });
      });
      this.outbox.push({ restaurantId, email, link: `/${encodeURIComponent(restaurantId)}/v/reset-password?token=${token}`, requestedAt: this.now() });
      if (this.outbox.length > MAX_OUTBOX) this.outbox.shift();
    }
    return { success: true };
  }

  async checkResetToken(restaurantId: RestaurantId, body: unknown, caller: Caller): Promise<{ readonly valid: boolean }> {
    await this.ready(restaurantId);
    const request = parse(checkResetTokenRequest, body);
    this.limit([this.resetByIp, caller.ip]);
    return { valid: this.resetUser(restaurantId, request.token) !== null };
  }

  async resetPassword(restaurantId: RestaurantId, body: unknown, caller: Caller): Promise<{ readonly user: SessionUser }> {
    await this.ready(restaurantId);
    const request = parse(resetPasswordRequest, body);
    this.limit([this.resetByIp, caller.ip]);
    checkNewPassword(request.password, 'password');
    const user = this.resetUser(restaurantId, request.token);
    if (!user) throw new AccountRefusal('reset_password_invalid_token');
    const passwordHash = await hashPassword(request.password);
    this.options.store.transaction(() => {
      // Single use; and whoever held the old password is signed out everywhere.
      this.options.store.deleteResetTokensOf(user.id);
      this.options.store.deleteSessionsOf(user.id);
      this.options.store.updatePassword(user.id, passwordHash);
    });
    return { user: this.openSession(user, SESSION_MS) };
  }

  async profile(restaurantId: RestaurantId, token: string | undefined): Promise<{ readonly user: UserProfile }> {
    return { user: (await this.sessionUser(restaurantId, token)).profile };
  }

  async updateProfile(restaurantId: RestaurantId, token: string | undefined, body: unknown): Promise<{ readonly user: UserProfile }> {
    const user = await this.sessionUser(restaurantId, token);
    const profile = this.checkProfile(restaurantId, parse(userProfileSchema, body), true);
    const owner = this.options.store.findUserByEmail(restaurantId, profile.email);
    if (owner && owner.id !== user.id) throw new AccountRefusal('user_already_exist');
    this.options.store.updateProfile(user.id, profile);
    return { user: profile };
  }

  async changePassword(restaurantId: RestaurantId, token: string | undefined, body: unknown, caller: Caller): Promise<{ readonly success: boolean }> {
    const user = await this.sessionUser(restaurantId, token);
    const request = parse(changePasswordRequest, body);
    checkNewPassword(request.newPassword, 'newPassword');
    // Guessing the old password from a stolen session is limited like logging in.
    this.limit([this.loginByIp, caller.ip], [this.loginByEmail, `${restaurantId}:${user.email}`]);
    if (!(await verifyPassword(request.oldPassword, user.passwordHash))) return { success: false };
    this.options.store.updatePassword(user.id, await hashPassword(request.newPassword));
    return { success: true };
  }

  async dashboard(restaurantId: RestaurantId, token: string | undefined): Promise<DashboardData> {
    return this.dashboardOf(restaurantId, await this.sessionUser(restaurantId, token));
  }

  async setFavourite(restaurantId: RestaurantId, token: string | undefined, body: unknown): Promise<DashboardData> {
    const user = await this.sessionUser(restaurantId, token);
    const request = parse(favouriteRequest, body);
    const { products, restaurants } = user.favourites;
    const toggle = <T>(list: readonly T[], id: T): T[] => (request.favourite ? [...new Set([...list, id])] : list.filter((each) => each !== id));
    if (request.kind === 'product') {
      if (!this.options.catalogue(restaurantId).products.some((product) => product.id === request.id)) throw new SimulatorError('not_found', 'no such product', 'id');
    } else if (!this.options.establishmentIds().includes(request.id)) {
      throw new SimulatorError('not_found', 'no such establishment', 'id');
    }
    const favourites =
      request.kind === 'product' ? { products: toggle(products, request.id), restaurants } : { products, restaurants: toggle(restaurants, request.id) };
    if (favourites.products.length > MAX_FAVOURITES || favourites.restaurants.length > MAX_FAVOURITES) {
      throw new SimulatorError('bad_request', `at most ${MAX_FAVOURITES} favourites`, 'id');
    }
    this.options.store.updateFavourites(user.id, favourites);
    return this.dashboardOf(restaurantId, { ...user, favourites });
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
  passwordResets(): readonly PasswordResetMail[] {
    return [...this.outbox];
  }

  /** Admin reset: the demo customers of the files again, no sessions, no counts, an empty outbox. */
  reset(): void {
    this.options.store.deleteAll();
    this.outbox.length = 0;
    for (const limiter of [this.loginByEmail, this.loginByIp, this.resetByEmail, this.resetByIp]) limiter.clear();
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
        const profile = { ...EMPTY_PROFILE, ...demo, email, phone: phoneToStore(demo.phone ?? '', this.region(restaurantId)) };
        const { password: _password, favouriteProducts: _products, favouriteRestaurants: _restaurants, pastOrders: _orders, ...profileOnly } = profile;
        const user = existing ?? (await this.createUser(restaurantId, profileOnly, demo.password, false, { products: demo.favouriteProducts, restaurants: demo.favouriteRestaurants }));
        this.options.demoCustomerReady?.(restaurantId, user.id, demo);
      }
    }
  }

  private async createUser(restaurantId: RestaurantId, profile: UserProfile, password: string, optin: boolean, favourites: StoredUser['favourites']): Promise<StoredUser> {
    const user: StoredUser = {
      id: randomBytes(12).toString('hex'),
      restaurantId,
      email: profile.email,
      passwordHash: await hashPassword(password),
      profile,
      optin,
      favourites,
      createdAt: this.now(),
    };
    this.options.store.insertUser(user);
    return user;
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
    return {
      ...profile,
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

  private openSession(user: StoredUser, lifetimeMs: number): SessionUser {
    const accessToken = newToken();
    this.options.store.insertSession({ tokenHash: sha256(accessToken), userId: user.id, expiresAt: this.later(lifetimeMs) });
    return { ...user.profile, id: user.id, accessToken };
  }

  private dashboardOf(restaurantId: RestaurantId, user: StoredUser): DashboardData {
    const catalogue = this.options.catalogue(restaurantId);
    const ids = this.options.establishmentIds();
    return {
      products: user.favourites.products.flatMap((id) => {
        const product = catalogue.products.find((each) => each.id === id);
        return product ? [{ id, quantityId: null, optionsMapping: [], name: product.name }] : [];
      }),
      restaurants: user.favourites.restaurants.filter((id) => ids.includes(id)).map((id) => ({ id, restaurant_name: this.options.settings(id).restaurant_name })),
    };
  }

  private limit(...keys: readonly (readonly [AttemptLimiter, string])[]): void {
    for (const [limiter, key] of keys) if (!limiter.take(key)) throw new AccountRefusal('too_many_attempts');
  }

  private now(): string {
    return this.options.clock.now().toUTC().toISO() ?? '';
  }

  private later(ms: number): string {
    return this.options.clock.now().plus({ milliseconds: ms }).toUTC().toISO() ?? '';
  }
}
