import type { SessionUser, UserProfile } from '../../domain/account/account';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { KeyValueStore } from '../../ports/key-value-store';

/**
 * Where the signed-in customer's session lives in the browser: its own key, never the basket's (whose
 * storage can be shared as a link) and never a URL. The spec's API takes the token in a header
 * (checkout 7: x-access-token), so a script must be able to read it: an HttpOnly cookie is not an option
 * the API allows. One session at a time, for the establishment it was opened on (accounts 2: the local
 * connected flag is "a session exists for this establishment").
 */
export const ACCOUNT_SESSION_KEY = 'account_session';

interface StoredSession {
  readonly restaurantId: RestaurantId;
  readonly user: SessionUser;
}

function readSession(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    const user = value?.user;
    if (typeof value?.restaurantId !== 'string' || typeof user?.accessToken !== 'string' || typeof user.id !== 'string' || typeof user.email !== 'string') return null;
    return { restaurantId: value.restaurantId, user };
  } catch {
    return null;
  }
}

export class AccountSessionStore {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly store: KeyValueStore) {}

  /** The session of this establishment; null when not connected there. */
  user(restaurantId: RestaurantId): SessionUser | null {
    const session = readSession(this.store.get(ACCOUNT_SESSION_KEY));
    return session?.restaurantId === restaurantId ? session.user : null;
  }

  isConnected(restaurantId: RestaurantId): boolean {
    return this.user(restaurantId) !== null;
  }

  /** checkout 7: the token the API host gets as x-access-token, when one exists. */
  token(): string | null {
    return readSession(this.store.get(ACCOUNT_SESSION_KEY))?.user.accessToken ?? null;
  }

  open(restaurantId: RestaurantId, user: SessionUser): void {
    this.store.set(ACCOUNT_SESSION_KEY, JSON.stringify({ restaurantId, user } satisfies StoredSession));
    this.changed();
  }

  /** accounts 4: after a successful save the stored profile is updated. */
  updateProfile(restaurantId: RestaurantId, profile: UserProfile): void {
    const user = this.user(restaurantId);
    if (user) this.open(restaurantId, { ...user, ...profile });
  }

  close(): void {
    this.store.remove(ACCOUNT_SESSION_KEY);
    this.changed();
  }

  /** The UI mirrors the connected flag (header link, redirects). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
