import { makeAutoObservable, runInAction } from 'mobx';
import type { GroupOrderStatus } from '../../core/domain/group/group-order-tracking';
import { groupOrderTotal } from '../../core/domain/group/group-order-tracking';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { LiveUpdates } from '../../core/ports/live-updates';
import type { TrackGroupOrder } from '../../core/use-cases/group-order/track-group-order';
import type { Loadable } from '../async/loadable';
import { LOADING } from '../async/loadable';
import type { Lifecycle } from '../container/use-view-model';

/** Ours: how often a group order's parts are read again (each outlet moves its own part on). */
export const GROUP_ORDER_REFRESH_MS = 10_000;

export interface GroupOrderDependencies {
  readonly trackGroupOrder: () => Promise<Pick<TrackGroupOrder, 'execute'>>;
  /** checkout 7: the live socket of each part's order; without it, the periodic read alone. */
  readonly liveUpdates?: () => Promise<Pick<LiveUpdates, 'watchOrder'>>;
  /** Runs `work` every `ms`; returns what stops it. */
  readonly every: (work: () => void, ms: number) => () => void;
}

/**
 * The tracking of a group order (checkout 7, ours): each outlet's part with its own steps. Each part's
 * order is watched on the live socket (checkout 7) and the whole is read again when one changes; it is
 * also read every GROUP_ORDER_REFRESH_MS while the page shows, in case the socket is down.
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
    let stopped = false;
    const subscriptions: { unsubscribe(): void }[] = [];
    void this.load().then(async () => {
      const live = this.dependencies.liveUpdates ? await this.dependencies.liveUpdates() : null;
      if (stopped || !live || this.status.status !== 'ready') return;
      for (const part of this.status.value.parts) {
        subscriptions.push(live.watchOrder(part.restaurant_token, part.track.order_number).subscribe((event) => {
          if (event.kind !== 'connection') void this.load();
        }));
      }
    });
    const stopPolling = this.dependencies.every(() => void this.load(), GROUP_ORDER_REFRESH_MS);
    return () => {
      stopped = true;
      stopPolling();
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
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
