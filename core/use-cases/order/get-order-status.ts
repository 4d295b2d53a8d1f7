import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { TrackStatus } from '../../domain/tracking/track-status';
import type { OrderGateway } from '../../ports/order-gateway';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';

/** checkout 7: the order's track status, once. */
export class GetOrderStatus {
  constructor(private readonly orderGateway: OrderGateway) {}

  async execute(input: { restaurantId: RestaurantId; orderNumber: string }): Promise<Result<TrackStatus, LoadFailure>> {
    try {
      return ok(await this.orderGateway.track(input.restaurantId, input.orderNumber));
    } catch (error) {
      return fail(loadFailure(error));
    }
  }
}
