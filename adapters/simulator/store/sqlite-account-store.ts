import type { Database } from 'better-sqlite3';
import type { UserProfile } from '../../../core/domain/account/account';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { AttemptStore } from '../account/attempt-store';
import { SqliteAttemptStore } from './sqlite-attempt-store';
import { profileOnly } from '../account/stored-profile';
import type { Favourites, StoredUser, StoredToken, StoredDevice, AccountStore } from '../account/account-store';

interface UserRow {
  id: string;
  restaurant_id: string;
  email: string;
  password_hash: string;
  profile: string;
  optin: number;
  favourites: string;
  created_at: string;
}

interface TokenRow {
  token_hash: string;
  user_id: string;
  expires_at: string;
}

const userOf = (row: UserRow | undefined): StoredUser | null =>
  row
    ? {
        id: row.id,
        restaurantId: row.restaurant_id,
        email: row.email,
        passwordHash: row.password_hash,
        // issue 15.1: only the profile's own fields leave the store, whatever a row holds.
        profile: profileOnly(JSON.parse(row.profile) as UserProfile),
        optin: row.optin === 1,
        favourites: JSON.parse(row.favourites) as Favourites,
        createdAt: row.created_at,
      }
    : null;

const tokenOf = (row: TokenRow | undefined): StoredToken | null => (row ? { tokenHash: row.token_hash, userId: row.user_id, expiresAt: row.expires_at } : null);

interface DeviceRow extends TokenRow {
  failures: number;
  created_at: string;
}

const deviceOf = (row: DeviceRow | undefined): StoredDevice | null =>
  row ? { tokenHash: row.token_hash, userId: row.user_id, failures: row.failures, createdAt: row.created_at, expiresAt: row.expires_at } : null;

export class SqliteAccountStore implements AccountStore {
  private readonly statements;
  private readonly attemptStore: AttemptStore;

  constructor(private readonly db: Database) {
    this.attemptStore = new SqliteAttemptStore(db);
    this.statements = {
      insertUser: db.prepare(
        'INSERT INTO account_users (id, restaurant_id, email, password_hash, profile, optin, favourites, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      byEmail: db.prepare('SELECT * FROM account_users WHERE restaurant_id = ? AND email = ?'),
      byId: db.prepare('SELECT * FROM account_users WHERE id = ?'),
      updateProfile: db.prepare('UPDATE account_users SET profile = ?, email = ? WHERE id = ?'),
      updatePassword: db.prepare('UPDATE account_users SET password_hash = ? WHERE id = ?'),
      updateFavourites: db.prepare('UPDATE account_users SET favourites = ? WHERE id = ?'),
      insertSession: db.prepare('INSERT INTO account_sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)'),
      findSession: db.prepare('SELECT * FROM account_sessions WHERE token_hash = ?'),
      deleteSession: db.prepare('DELETE FROM account_sessions WHERE token_hash = ?'),
      deleteSessionsOf: db.prepare('DELETE FROM account_sessions WHERE user_id = ?'),
      insertReset: db.prepare('INSERT INTO account_reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)'),
      findReset: db.prepare('SELECT * FROM account_reset_tokens WHERE token_hash = ?'),
      deleteResetsOf: db.prepare('DELETE FROM account_reset_tokens WHERE user_id = ?'),
      insertDevice: db.prepare('INSERT INTO account_devices (token_hash, user_id, failures, created_at, expires_at) VALUES (?, ?, ?, ?, ?)'),
      trimDevices: db.prepare(
        `DELETE FROM account_devices WHERE user_id = @userId AND token_hash NOT IN
           (SELECT token_hash FROM account_devices WHERE user_id = @userId ORDER BY created_at DESC LIMIT @keep)`,
      ),
      findDevice: db.prepare('SELECT * FROM account_devices WHERE token_hash = ?'),
      updateDevice: db.prepare('UPDATE account_devices SET failures = ?, expires_at = ? WHERE token_hash = ?'),
      deleteDevice: db.prepare('DELETE FROM account_devices WHERE token_hash = ?'),
      deleteDevicesOf: db.prepare('DELETE FROM account_devices WHERE user_id = ?'),
      purgeDevices: db.prepare('DELETE FROM account_devices WHERE expires_at <= ?'),
      purgeSessions: db.prepare('DELETE FROM account_sessions WHERE expires_at <= ?'),
      purgeResets: db.prepare('DELETE FROM account_reset_tokens WHERE expires_at <= ?'),
      deleteUsers: db.prepare('DELETE FROM account_users'),
    };
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  insertUser(user: StoredUser): void {
    this.statements.insertUser.run(
      user.id,
      user.restaurantId,
      user.email,
      user.passwordHash,
      JSON.stringify(profileOnly(user.profile)),
      user.optin ? 1 : 0,
      JSON.stringify(user.favourites),
      user.createdAt,
    );
  }

  findUserByEmail(restaurantId: RestaurantId, email: string): StoredUser | null {
    return userOf(this.statements.byEmail.get(restaurantId, email) as UserRow | undefined);
  }

  findUser(id: string): StoredUser | null {
    return userOf(this.statements.byId.get(id) as UserRow | undefined);
  }

  updateProfile(id: string, profile: UserProfile): void {
    this.statements.updateProfile.run(JSON.stringify(profileOnly(profile)), profile.email, id);
  }

  updatePassword(id: string, passwordHash: string): void {
    this.statements.updatePassword.run(passwordHash, id);
  }

  updateFavourites(id: string, favourites: Favourites): void {
    this.statements.updateFavourites.run(JSON.stringify(favourites), id);
  }

  insertSession(session: StoredToken): void {
    this.statements.insertSession.run(session.tokenHash, session.userId, session.expiresAt);
  }

  findSession(tokenHash: string): StoredToken | null {
    return tokenOf(this.statements.findSession.get(tokenHash) as TokenRow | undefined);
  }

  deleteSession(tokenHash: string): void {
    this.statements.deleteSession.run(tokenHash);
  }

  deleteSessionsOf(userId: string): void {
    this.statements.deleteSessionsOf.run(userId);
  }

  insertResetToken(token: StoredToken): void {
    this.statements.insertReset.run(token.tokenHash, token.userId, token.expiresAt);
  }

  findResetToken(tokenHash: string): StoredToken | null {
    return tokenOf(this.statements.findReset.get(tokenHash) as TokenRow | undefined);
  }

  deleteResetTokensOf(userId: string): void {
    this.statements.deleteResetsOf.run(userId);
  }

  insertDevice(device: StoredDevice, keepPerUser: number): void {
    this.transaction(() => {
      this.statements.insertDevice.run(device.tokenHash, device.userId, device.failures, device.createdAt, device.expiresAt);
      this.statements.trimDevices.run({ userId: device.userId, keep: keepPerUser });
    });
  }

  findDevice(tokenHash: string): StoredDevice | null {
    return deviceOf(this.statements.findDevice.get(tokenHash) as DeviceRow | undefined);
  }

  updateDevice(tokenHash: string, failures: number, expiresAt: string): void {
    this.statements.updateDevice.run(failures, expiresAt, tokenHash);
  }

  deleteDevice(tokenHash: string): void {
    this.statements.deleteDevice.run(tokenHash);
  }

  deleteDevicesOf(userId: string): void {
    this.statements.deleteDevicesOf.run(userId);
  }

  attempts(): AttemptStore {
    return this.attemptStore;
  }

  purgeExpired(now: string): void {
    this.statements.purgeSessions.run(now);
    this.statements.purgeResets.run(now);
    this.statements.purgeDevices.run(now);
    this.attemptStore.purge(Date.parse(now));
  }

  deleteAll(): void {
    // Sessions, reset tokens and devices go with their users (ON DELETE CASCADE); the counts go too.
    this.transaction(() => {
      this.statements.deleteUsers.run();
      this.attemptStore.clear();
    });
  }
}
