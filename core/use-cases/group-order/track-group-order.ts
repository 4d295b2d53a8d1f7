import type { GroupOrderStatus } from '../../domain/group/group-order-tracking';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { GroupOrderGateway } from '../../ports/group-order-gateway';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';

/** A group order read back once, each outlet's part with its own steps (ours, beside checkout 7). */
export class TrackGroupOrder {
  constructor(private readonly gateway: GroupOrderGateway) {}

  async execute(input: { readonly groupId: RestaurantId; readonly orderNumber: string }): Promise<Result<GroupOrderStatus, LoadFailure>> {
    try {
      return ok(await this.gateway.track(input.groupId, input.orderNumber));
    } catch (error) {
      return fail(loadFailure(error));
    }
  }
}
