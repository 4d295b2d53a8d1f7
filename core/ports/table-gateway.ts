import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { TableTransaction } from '../domain/table/table-payment';

export type { TableTransaction };

/** GET /v1/table/currentTransaction?tableNumber&restaurantToken. Rejects with a GatewayError. */
export interface TableGateway {
  currentTransaction(restaurantId: RestaurantId, tableNumber: string): Promise<TableTransaction>;
}

export const TABLE_GATEWAY = Symbol.for('ordering.TableGateway');
