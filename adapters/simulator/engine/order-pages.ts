import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { SimulatorStore, StoredOrder } from '../store/simulator-store';

/** Orders are read a page at a time: a busy establishment's month never sits in memory as one query's rows. */
const ORDERS_PAGE = 500;

/** Every order of a restaurant placed since an instant (ISO), oldest first. */
export function* ordersSince(store: SimulatorStore, restaurantId: RestaurantId, since: string): Generator<StoredOrder> {
  for (let page = store.listOrders({ restaurantId, since, limit: ORDERS_PAGE }); page.length > 0; ) {
    yield* page;
    const last = page.at(-1)!;
    page = page.length < ORDERS_PAGE ? [] : store.listOrders({ restaurantId, since, limit: ORDERS_PAGE, after: { placedAt: last.placedAt, orderNumber: last.orderNumber } });
  }
}
