import { makeAutoObservable, runInAction } from 'mobx';
import type { GroupOrderStatus } from '../../core/domain/group/group-order-tracking';
import { groupOrderTotal } from '../../core/domain/group/group-order-tracking';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackGroupOrder } from '../../core/use-cases/group-order/track-group-order';
import type { Loadable } from '../app/loadable';
import { LOADING } from '../app/loadable';
import type { Lifecycle } from '../app/use-view-model';

/** Ours: how often a group order's parts are read again (each outlet moves its own part on). */
export const GROUP_ORDER_REFRESH_MS = 10_000;

export interface GroupOrderDependencies {
  readonly trackGroupOrder: () => Promise<Pick<TrackGroupOrder, 'execute'>>;
  /** Runs `work` every `ms`; returns what stops it. */
  readonly every: (work: () => void, ms: number) => () => void;
}

/**
 * The tracking of a group order (checkout 7, ours): each outlet's part with its own steps, read again
 * every GROUP_ORDER_REFRESH_MS while the page shows, so that a part the outlet moves on shows it.
 */
export class GroupOrderViewModel implements Lifecycle {
  status: Loadable<GroupOrderStatus> = LOADING;

  constructor(
    private readonly groupId: RestaurantId,
    readonly orderNumber: string,
    private readonly dependencies: GroupOrderDependencies,
  ) {
    makeAutoObservable<GroupOrderViewModel, 'groupId' | 'dependencies'>(this, { groupId: false, orderNumber: false, dependencies: false }, { autoBind: true });
  }

  start(): () => void {
    void this.load();
    return this.dependencies.every(() => void this.load(), GROUP_ORDER_REFRESH_MS);
  }

  get total(): number | null {
    return this.status.status === 'ready' ? groupOrderTotal(this.status.value) : null;
  }

  async load(): Promise<void> {
    const trackGroupOrder = await this.dependencies.trackGroupOrder();
    const result = await trackGroupOrder.execute({ groupId: this.groupId, orderNumber: this.orderNumber });
    runInAction(() => {
      // A refresh that fails keeps what was shown; only the first read shows the failure.
      if (result.ok) this.status = { status: 'ready', value: result.value };
      else if (this.status.status !== 'ready') this.status = { status: 'failed', failure: result.error };
    });
  }
}
