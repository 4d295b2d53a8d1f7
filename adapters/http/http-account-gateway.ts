import * as v from 'valibot';
import type { DashboardData, LoginPayload, NewUser, SessionUser, UserProfile } from '../../core/domain/account/account';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { AccountGateway, FavouriteRef } from '../../core/ports/account-gateway';
import { AccountRefusal } from '../../core/ports/account-gateway';
import {
  ACCESS_TOKEN_HEADER,
  ACCOUNT_PATHS,
  accountErrorBody,
  checkResetTokenAnswer,
  dashboardAnswer,
  profileAnswer,
  successAnswer,
  userAnswer,
} from '../platform-api/account-api';
import type { PlatformHttpClient, PlatformResponse } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

/** A refusal the platform names (401, 403, 409, 410, 429 with `{ error }`), else the usual typed error. */
function refusalOrError(response: PlatformResponse): Error {
  const parsed = v.safeParse(accountErrorBody, response.body);
  return parsed.success && response.status >= 400 && response.status < 500 ? new AccountRefusal(parsed.output.error) : unexpectedStatus(response);
}

function expect(response: PlatformResponse, ...statuses: number[]): PlatformResponse {
  if (!statuses.includes(response.status)) throw refusalOrError(response);
  return response;
}

/**
 * accounts 7 over HTTP (our paths, account-api.ts). The session token goes as x-access-token, added by
 * the platform client to requests for the API host only (platform-http-client.ts); it is never put in
 * a path or a query, so it cannot end in an access log or a Referer.
 */
export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async login(payload: LoginPayload): Promise<SessionUser> {
    const response = expect(await this.client.post(ACCOUNT_PATHS.login(payload.restaurantToken), payload), 200);
    return readBody(userAnswer, response, 'login').user;
  }

  async register(restaurantId: RestaurantId, user: NewUser): Promise<void> {
    expect(await this.client.post(ACCOUNT_PATHS.register(restaurantId), user), 200, 201);
  }

  async logout(restaurantId: RestaurantId, accessToken: string): Promise<void> {
    expect(await this.client.post(ACCOUNT_PATHS.logout(restaurantId), {}, { [ACCESS_TOKEN_HEADER]: accessToken }), 200, 204);
  }

  async forgotPassword(restaurantId: RestaurantId, email: string): Promise<void> {
    expect(await this.client.post(ACCOUNT_PATHS.forgotPassword(restaurantId), { email, restaurantToken: restaurantId }), 200, 202);
  }

  async checkResetToken(restaurantId: RestaurantId, token: string): Promise<boolean> {
    const response = expect(await this.client.post(ACCOUNT_PATHS.checkResetToken(restaurantId), { token, restaurantToken: restaurantId }), 200);
    return readBody(checkResetTokenAnswer, response, 'reset token check').valid;
  }

  async resetPassword(restaurantId: RestaurantId, token: string, password: string): Promise<SessionUser> {
    const response = expect(await this.client.post(ACCOUNT_PATHS.resetPassword(restaurantId), { token, password, restaurantToken: restaurantId }), 200);
    return readBody(userAnswer, response, 'reset password').user;
  }

  async getProfile(restaurantId: RestaurantId): Promise<UserProfile> {
    return readBody(profileAnswer, expect(await this.client.get(ACCOUNT_PATHS.profile(restaurantId)), 200), 'profile').user;
  }

  async updateProfile(restaurantId: RestaurantId, profile: UserProfile): Promise<UserProfile> {
    return readBody(profileAnswer, expect(await this.client.post(ACCOUNT_PATHS.profile(restaurantId), profile), 200), 'profile').user;
  }

  async changePassword(restaurantId: RestaurantId, oldPassword: string, newPassword: string): Promise<boolean> {
    const response = expect(await this.client.post(ACCOUNT_PATHS.password(restaurantId), { oldPassword, newPassword }), 200);
    return readBody(successAnswer, response, 'password change').success;
  }

  async getDashboard(restaurantId: RestaurantId): Promise<DashboardData> {
    return readBody(dashboardAnswer, expect(await this.client.get(ACCOUNT_PATHS.dashboard(restaurantId)), 200), 'dashboard');
  }

  async setFavourite(restaurantId: RestaurantId, favourite: FavouriteRef, on: boolean): Promise<DashboardData> {
    const response = expect(await this.client.post(ACCOUNT_PATHS.favourites(restaurantId), { ...favourite, favourite: on }), 200);
    return readBody(dashboardAnswer, response, 'favourites');
  }
}
