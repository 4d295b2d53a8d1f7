import type { UserProfile } from '../../../core/domain/account/account';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { AttemptStore } from './attempt-store';

export interface Favourites {
  readonly products: readonly number[];
  readonly restaurants: readonly RestaurantId[];
}

export interface StoredUser {
  readonly id: string;
  readonly restaurantId: RestaurantId;
  readonly email: string;
  readonly passwordHash: string;
  readonly profile: UserProfile;
  readonly optin: boolean;
  readonly favourites: Favourites;
  readonly createdAt: string;
}

/** A session or a reset token, kept by the SHA-256 of the token: the data file alone opens nothing. */
export interface StoredToken {
  readonly tokenHash: string;
  readonly userId: string;
  readonly expiresAt: string;
}

/** issue 15.10: a client that signed in to this account (its device cookie, kept by its SHA-256). */
export interface StoredDevice {
  readonly tokenHash: string;
  readonly userId: string;
  /** Wrong passwords given with this device since its last success. */
  readonly failures: number;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/**
 * The accounts of the simulator: users, sessions and password reset tokens (schema version 4), known
 * devices and the limits' counts (schema version 10).
 */
export interface AccountStore {
  transaction<T>(work: () => T): T;
  insertUser(user: StoredUser): void;
  findUserByEmail(restaurantId: RestaurantId, email: string): StoredUser | null;
  findUser(id: string): StoredUser | null;
  updateProfile(id: string, profile: UserProfile): void;
  updatePassword(id: string, passwordHash: string): void;
  updateFavourites(id: string, favourites: Favourites): void;
  insertSession(session: StoredToken): void;
  findSession(tokenHash: string): StoredToken | null;
  deleteSession(tokenHash: string): void;
  deleteSessionsOf(userId: string): void;
  insertResetToken(token: StoredToken): void;
  findResetToken(tokenHash: string): StoredToken | null;
  deleteResetTokensOf(userId: string): void;
  insertDevice(device: StoredDevice, keepPerUser: number): void;
  findDevice(tokenHash: string): StoredDevice | null;
  updateDevice(tokenHash: string, failures: number, expiresAt: string): void;
  deleteDevice(tokenHash: string): void;
  deleteDevicesOf(userId: string): void;
  /** The counts of the login, reset and registration limits. */
  attempts(): AttemptStore;
  purgeExpired(now: string): void;
  /** Admin reset: back to the establishment files' demo customers. */
  deleteAll(): void;
}
