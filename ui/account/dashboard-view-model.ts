import { makeAutoObservable } from 'mobx';
import type { DashboardData } from '../../core/domain/account/account';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { FavouriteRef } from '../../core/ports/account-gateway';
import type { LoadDashboard, SetFavourite } from '../../core/use-cases/account/account-dashboard';
import type { Logout } from '../../core/use-cases/account/logout';

export interface DashboardDeps {
  readonly loadDashboard: () => Promise<Pick<LoadDashboard, 'execute'>>;
  readonly setFavourite: () => Promise<Pick<SetFavourite, 'execute'>>;
  readonly logout: () => Promise<Pick<Logout, 'execute'>>;
  /** accounts 8: dashboard fetch failures are logged only. */
  readonly warn: (message: string) => void;
  readonly notify: (notification: { readonly key: string; readonly tone: 'error' }) => void;
}

/**
 * accounts 2, Dashboard: the favourites of the signed-in customer, and logging out. accounts 8: a failed
 * fetch is logged only and the lists stay as they were; `loaded` says whether they are known, so an
 * empty state is shown only when the platform said so.
 */
export class DashboardViewModel {
  data: DashboardData = { products: [], restaurants: [] };
  loaded = false;
  busy = false;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly deps: DashboardDeps,
  ) {
    makeAutoObservable<DashboardViewModel, 'restaurantId' | 'deps'>(this, { restaurantId: false, deps: false }, { autoBind: true });
  }

  start(): () => void {
    let live = true;
    void (async () => {
      const result = await (await this.deps.loadDashboard()).execute(this.restaurantId);
      if (!live) return;
      if (result.ok) this.show(result.value);
      else this.deps.warn(`dashboard of ${this.restaurantId}: ${result.error.kind}`);
    })();
    return () => {
      live = false;
    };
  }

  isFavouriteRestaurant(id: RestaurantId): boolean {
    return this.data.restaurants.some((restaurant) => restaurant.id === id);
  }

  async setFavourite(favourite: FavouriteRef, on: boolean): Promise<void> {
    if (this.busy) return;
    this.setBusy(true);
    const result = await (await this.deps.setFavourite()).execute({ restaurantId: this.restaurantId, favourite, on });
    this.setBusy(false);
    if (result.ok) this.show(result.value);
    else this.deps.notify({ key: 'favourites_error', tone: 'error' });
  }

  /** Logs out: the session and the personal data this browser held are gone (core Logout). */
  async logout(): Promise<void> {
    await (await this.deps.logout()).execute(this.restaurantId);
  }

  private show(data: DashboardData): void {
    this.data = data;
    this.loaded = true;
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
  }
}
