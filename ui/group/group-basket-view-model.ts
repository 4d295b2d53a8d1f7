import { makeAutoObservable, runInAction } from 'mobx';
import type { GroupOutlet } from '../../core/domain/group/group-order';
import { groupTotals, outletsWithLines } from '../../core/domain/group/group-order';
import type { GroupSettings } from '../../core/domain/group/group-settings';
import type { RestaurantId, RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { BasketStore } from '../../core/use-cases/basket/basket-store';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { Loadable } from '../async/loadable';
import { LOADING } from '../async/loadable';
import type { Lifecycle } from '../container/use-view-model';

export interface GroupBasketDependencies {
  readonly loadRestaurant: Pick<LoadRestaurant, 'execute'>;
  readonly baskets: Pick<BasketStore, 'read'>;
}

/**
 * browsing 4 and 5, checkout 3: the group's combined basket, each visible outlet (by position) with the
 * basket the customer filled there. An outlet that does not load is left out, like on the group's home.
 */
export class GroupBasketViewModel implements Lifecycle {
  outlets: Loadable<readonly GroupOutlet[]> = LOADING;
  private started = false;

  constructor(
    readonly group: GroupSettings,
    private readonly dependencies: GroupBasketDependencies,
  ) {
    makeAutoObservable<GroupBasketViewModel, 'dependencies' | 'started'>(this, { group: false, dependencies: false, started: false }, { autoBind: true });
  }

  start(): () => void {
    if (!this.started) {
      this.started = true;
      void this.load();
    }
    return () => undefined;
  }

  /** The outlets whose basket holds something. */
  get filled(): readonly GroupOutlet[] {
    return this.outlets.status === 'ready' ? outletsWithLines(this.outlets.value) : [];
  }

  get summary() {
    return groupTotals(this.filled, null);
  }

  /** The outlets with a basket other than this one (an outlet's basket says "also in your basket at ..."). */
  othersThan(outletId: RestaurantId): readonly GroupOutlet[] {
    return this.filled.filter((outlet) => outlet.settings.id !== outletId);
  }

  /** The baskets as stored now (after an order or a change made in an outlet). */
  refresh(): void {
    if (this.outlets.status !== 'ready') return;
    this.outlets = { status: 'ready', value: this.outlets.value.map((outlet) => this.withBasket(outlet.settings)) };
  }

  private withBasket(settings: RestaurantSettings): GroupOutlet {
    return { settings, basket: this.dependencies.baskets.read(settings.id).basket };
  }

  private async load(): Promise<void> {
    const children = this.group.childrens.filter((child) => child.visible).sort((a, b) => a.position - b.position);
    const loaded = await Promise.all(children.map((child) => this.dependencies.loadRestaurant.execute(child.restaurant_token)));
    const settings = loaded.flatMap((result) => (result.ok ? [result.value] : []));
    runInAction(() => {
      this.outlets = { status: 'ready', value: settings.map(this.withBasket) };
    });
  }
}
