import type { DashboardData, LoginPayload, NewUser, SessionUser, UserProfile } from '../../../core/domain/account/account';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { AccountGateway, FavouriteRef } from '../../../core/ports/account-gateway';
import { isAccountRefusal } from '../../../core/ports/account-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import { SimulatorError } from '../engine/simulator-error';
import type { SimulatorAccounts } from '../account/simulator-accounts';

const IN_PROCESS: { readonly ip: string } = { ip: 'in-process' };

/** As over the wire: bodies and answers are plain JSON; refusals pass as they are, the engine's errors become GatewayErrors. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    return result === undefined ? result : (structuredClone(result) as T);
  } catch (error) {
    if (isAccountRefusal(error)) throw error;
    if (error instanceof SimulatorError) throw new GatewayError(error.kind === 'unprocessable' ? 'bad_request' : error.kind, error.message, error.field);
    throw error;
  }
}

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The account calls against the simulator in this process, with the token the session store holds. */
export class InProcessAccountGateway implements AccountGateway {
  constructor(
    private readonly accounts: SimulatorAccounts,
    private readonly accessToken: () => string | null,
  ) {}

  private get token(): string | undefined {
    return this.accessToken() ?? undefined;
  }

  async login(payload: LoginPayload): Promise<SessionUser> {
    return (await call(() => this.accounts.login(payload.restaurantToken, json(payload), IN_PROCESS))).user;
  }

  async register(restaurantId: RestaurantId, user: NewUser): Promise<void> {
    await call(() => this.accounts.register(restaurantId, json(user), IN_PROCESS));
  }

  logout(restaurantId: RestaurantId, accessToken: string): Promise<void> {
    return call(() => this.accounts.logout(restaurantId, accessToken));
  }

  async forgotPassword(restaurantId: RestaurantId, email: string): Promise<void> {
    await call(() => this.accounts.forgotPassword(restaurantId, { email, restaurantToken: restaurantId }, IN_PROCESS));
  }

  async checkResetToken(restaurantId: RestaurantId, token: string): Promise<boolean> {
    return (await call(() => this.accounts.checkResetToken(restaurantId, { token, restaurantToken: restaurantId }, IN_PROCESS))).valid;
  }

  async resetPassword(restaurantId: RestaurantId, token: string, password: string): Promise<SessionUser> {
    return (await call(() => this.accounts.resetPassword(restaurantId, { token, password, restaurantToken: restaurantId }, IN_PROCESS))).user;
  }

  async getProfile(restaurantId: RestaurantId): Promise<UserProfile> {
    return (await call(() => this.accounts.profile(restaurantId, this.token))).user;
  }

  async updateProfile(restaurantId: RestaurantId, profile: UserProfile): Promise<UserProfile> {
    return (await call(() => this.accounts.updateProfile(restaurantId, this.token, json(profile), IN_PROCESS))).user;
  }

  async changePassword(restaurantId: RestaurantId, oldPassword: string, newPassword: string): Promise<boolean> {
    return (await call(() => this.accounts.changePassword(restaurantId, this.token, { oldPassword, newPassword }, IN_PROCESS))).success;
  }

  getDashboard(restaurantId: RestaurantId): Promise<DashboardData> {
    return call(() => this.accounts.dashboard(restaurantId, this.token));
  }

  setFavourite(restaurantId: RestaurantId, favourite: FavouriteRef, on: boolean): Promise<DashboardData> {
    return call(() => this.accounts.setFavourite(restaurantId, this.token, { ...favourite, favourite: on }));
  }
}
