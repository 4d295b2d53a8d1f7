import type { DashboardData } from '../../domain/account/account';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { AccountGateway, FavouriteRef } from '../../ports/account-gateway';
import type { AccountFailure } from './account-failure';
import { accountFailure } from './account-failure';
import { forgetEndedSession } from './account-profile';
import type { AccountSessionStore } from './account-session-store';

/** accounts 2 and 7, Get dashboard: the favourite products and establishments of the signed-in customer. */
export class LoadDashboard {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly session: AccountSessionStore,
  ) {}

  async execute(restaurantId: RestaurantId): Promise<Result<DashboardData, AccountFailure>> {
    try {
      return ok(await this.gateway.getDashboard(restaurantId));
    } catch (error) {
      return fail(forgetEndedSession(this.session, accountFailure(error)));
    }
  }
}

/** Ours (accounts 2 favourites): adds or removes a favourite product or establishment, kept by the platform per user. */
export class SetFavourite {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly session: AccountSessionStore,
  ) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly favourite: FavouriteRef; readonly on: boolean }): Promise<Result<DashboardData, AccountFailure>> {
    try {
      return ok(await this.gateway.setFavourite(input.restaurantId, input.favourite, input.on));
    } catch (error) {
      return fail(forgetEndedSession(this.session, accountFailure(error)));
    }
  }
}
