import type { Basket } from '../../../core/domain/basket/basket';
import type { SharedCartId } from '../../../core/domain/basket/shared-cart';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { SharedCartGateway } from '../../../core/ports/shared-cart-gateway';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

export class InProcessSharedCartGateway implements SharedCartGateway {
  constructor(private readonly engine: SimulatorEngine) {}

  async shareCart(restaurantId: RestaurantId, basket: Basket): Promise<SharedCartId> {
    // As over the wire: the body is plain JSON, checked by the engine like any request's.
    const answer = await callSimulator(() => this.engine.shareCart(restaurantId, JSON.parse(JSON.stringify({ basket })) as unknown));
    return answer.cart_id;
  }

  loadSharedCart(restaurantId: RestaurantId, cartId: SharedCartId): Promise<Basket> {
    return callSimulator(() => this.engine.sharedCart(restaurantId, cartId));
  }
}
