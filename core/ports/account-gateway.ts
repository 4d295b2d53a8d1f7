import type { DashboardData, LoginPayload, NewUser, SessionUser, UserProfile } from '../domain/account/account';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/**
 * What the platform refuses about accounts, by accounts 8's keys where it names one: wrong e-mail or
 * password (invalid_credentials), a taken e-mail (user_already_exist), a reset token unknown, used or
 * expired (reset_password_invalid_token); ours: too many attempts (rate limit), no valid session, and
 * accounts not enabled by the establishment (accounts 1).
 */
export type AccountRefusalKind =
  | 'invalid_credentials'
  | 'user_already_exist'
  | 'reset_password_invalid_token'
  | 'too_many_attempts'
  | 'not_connected'
  | 'accounts_disabled';

export class AccountRefusal extends Error {
  constructor(readonly kind: AccountRefusalKind) {
    super(kind);
    this.name = 'AccountRefusal';
  }
}

export function isAccountRefusal(error: unknown): error is AccountRefusal {
  return error instanceof AccountRefusal;
}

/** One favourite of the dashboard (accounts 3): a product of this establishment, or an establishment. */
export type FavouriteRef = { readonly kind: 'product'; readonly id: number } | { readonly kind: 'restaurant'; readonly id: RestaurantId };

/**
 * accounts 7, the account calls (paths not shown by the spec: ours, adapters/platform-api/account-api.ts).
 * The calls of a signed-in customer carry the session token (checkout 7: x-access-token). Rejects with an
 * AccountRefusal for what the platform refuses, a GatewayError when it cannot be reached or answers nonsense.
 */
export interface AccountGateway {
  login(payload: LoginPayload): Promise<SessionUser>;
  /** accounts 7: register answers truthy; the automatic login follows (Register use case). */
  register(restaurantId: RestaurantId, user: NewUser): Promise<void>;
  /** Ends the session of this token (given: the browser has forgotten it already). */
  logout(restaurantId: RestaurantId, accessToken: string): Promise<void>;
  /** accounts 7: the answer is not shown, and tells nothing of whether the e-mail exists. */
  forgotPassword(restaurantId: RestaurantId, email: string): Promise<void>;
  checkResetToken(restaurantId: RestaurantId, token: string): Promise<boolean>;
  resetPassword(restaurantId: RestaurantId, token: string, password: string): Promise<SessionUser>;
  getProfile(restaurantId: RestaurantId): Promise<UserProfile>;
  updateProfile(restaurantId: RestaurantId, profile: UserProfile): Promise<UserProfile>;
  /** accounts 7: a falsy result is treated as an error. */
  changePassword(restaurantId: RestaurantId, oldPassword: string, newPassword: string): Promise<boolean>;
  getDashboard(restaurantId: RestaurantId): Promise<DashboardData>;
  setFavourite(restaurantId: RestaurantId, favourite: FavouriteRef, on: boolean): Promise<DashboardData>;
}

export const ACCOUNT_GATEWAY = Symbol.for('ordering.AccountGateway');
