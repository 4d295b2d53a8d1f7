import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { OrderToPlace, PlaceOrderAnswer, PlaceOrderRequest, SimulatorEngine } from '../engine/simulator-engine';

/** The most orders one commit carries: a larger group would hold its first order's answer too long. */
export const MAX_ORDERS_PER_COMMIT = 32;

interface Waiting {
  readonly order: OrderToPlace;
  readonly resolve: (answer: PlaceOrderAnswer) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Issue 17, group commit: the orders whose requests were read in the same turn of the event loop are taken
 * together, in one transaction of the store, once that turn's I/O is done (setImmediate); each is answered
 * after the commit, with its own answer or error (engine.placeOrders). A server that is not busy gets one
 * order a turn, taken as before; a busy one shares each commit (its WAL write) among the orders that
 * arrived meanwhile. Nothing is answered before it is committed.
 */
export class OrderGroupCommit {
  private waiting: Waiting[] = [];
  private scheduled = false;

  constructor(
    private readonly engine: SimulatorEngine,
    private readonly maxOrders: number = MAX_ORDERS_PER_COMMIT,
  ) {}

  place(restaurantId: RestaurantId, body: unknown, request: PlaceOrderRequest): Promise<PlaceOrderAnswer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ order: { restaurantId, body, request }, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.commit());
  }

  private commit(): void {
    this.scheduled = false;
    const group = this.waiting.splice(0, this.maxOrders);
    // Orders beyond the group's size wait for the next turn, with those that arrive meanwhile.
    if (this.waiting.length > 0) this.schedule();
    if (group.length === 0) return;
    let results;
    try {
      results = this.engine.placeOrders(group.map((waiting) => waiting.order));
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
      return;
    }
    group.forEach((waiting, index) => {
      const result = results[index]!;
      if ('answer' in result) waiting.resolve(result.answer);
      else waiting.reject(result.error);
    });
  }
}
