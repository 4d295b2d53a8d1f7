import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import type { RestaurantId, RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { BasketUseCases } from './basket-view-model';
import { BasketViewModel } from './basket-view-model';
import type { Loadable } from '../async/loadable';
import { LOADING } from '../async/loadable';
import { yieldToBrowser } from '../async/yield-to-browser';
import type { Notify } from '../notifications/notification-center';
import type { Lifecycle } from '../container/use-view-model';

export interface RestaurantUseCases {
  readonly loadRestaurant: Pick<LoadRestaurant, 'execute'>;
  readonly loadCatalogue: Pick<LoadCatalogue, 'execute'>;
  readonly basket: BasketUseCases;
}

/** What the menu, the basket, the checkout and the out-of-stock page need once everything is loaded. */
export interface OrderingSession {
  readonly settings: RestaurantSettings;
  readonly catalogue: Catalogue;
  readonly basket: BasketViewModel;
}

/**
 * One establishment, as every page under /{restaurantId} sees it: its settings (name, colour, order
 * types) and its menu with the restored basket. The tracking page only needs the settings, so a menu
 * that fails to load does not hide an order's status.
 */
export class RestaurantViewModel implements Lifecycle {
  settings: Loadable<RestaurantSettings> = LOADING;
  session: Loadable<OrderingSession> = LOADING;
  /** browsing 5: the suggestions shown last in this visit (the same ones are not shown twice). */
  shownSuggestions: readonly number[] | null = null;
  private started = false;

  constructor(
    readonly restaurantId: RestaurantId,
    private readonly useCases: RestaurantUseCases,
    private readonly notifications: Notify,
  ) {
    makeAutoObservable<RestaurantViewModel, 'useCases' | 'notifications' | 'started'>(
      this,
      // Issue 6 (long menus): settings and the catalogue are replaced whole, never changed in place; held
      // by reference, a menu of 2,000 products is not wrapped in MobX proxies (seconds on a phone).
      { restaurantId: false, useCases: false, notifications: false, started: false, settings: observableRef, session: observableRef, shownSuggestions: observableRef },
      { autoBind: true },
    );
  }

  /** Loads once, even if the screen mounts twice (the data stays good for the visit). */
  start(): () => void {
    if (!this.started) {
      this.started = true;
      void this.load();
    }
    return () => undefined;
  }

  /** Tries again after a failure ("an error has occurred", retry). */
  retry(): Promise<void> {
    return this.load();
  }

  rememberSuggestions(productIds: readonly number[]): void {
    this.shownSuggestions = productIds;
  }

  /**
   * Issue 20.3: the preparation time moved (a busy kitchen): the pages are given the settings of now, whole
   * (the menu and its basket stay the same objects), so the slots offered move live.
   */
  useSettings(settings: RestaurantSettings): void {
    if (this.settings.status === 'ready') this.settings = { status: 'ready', value: settings };
    if (this.session.status === 'ready') this.session = { status: 'ready', value: { ...this.session.value, settings } };
  }

  get isUnknownRestaurant(): boolean {
    return this.settings.status === 'failed' && this.settings.failure.kind === 'not_found';
  }

  private async load(): Promise<void> {
    this.settings = LOADING;
    this.session = LOADING;
    const [settings, catalogue] = await Promise.all([
      this.useCases.loadRestaurant.execute(this.restaurantId),
      this.useCases.loadCatalogue.execute(this.restaurantId),
    ]);
    // Reading the answers took a task already; the page is drawn from them in the next one.
    await yieldToBrowser();
    runInAction(() => {
      this.settings = settings.ok ? { status: 'ready', value: settings.value } : { status: 'failed', failure: settings.error };
      if (!settings.ok) {
        this.session = { status: 'failed', failure: settings.error };
      } else if (!catalogue.ok) {
        this.session = { status: 'failed', failure: catalogue.error };
      } else {
        const basket = new BasketViewModel(settings.value, catalogue.value, this.useCases.basket, this.notifications);
        basket.restore();
        this.session = { status: 'ready', value: { settings: settings.value, catalogue: catalogue.value, basket } };
      }
    });
  }
}
