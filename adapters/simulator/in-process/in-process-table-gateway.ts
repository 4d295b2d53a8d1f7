import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { ShareRequest } from '../../../core/domain/bill-split/bill-split';
import type { ShareAnswer, ShareStatus, TableBillAnswer, TableGateway, TableTransaction, TransactionOrderStatus } from '../../../core/ports/table-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import { shareBodyOf } from '../../platform-api/table-api';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

export class InProcessTableGateway implements TableGateway {
  constructor(private readonly engine: SimulatorEngine) {}

  currentTransaction(restaurantId: RestaurantId, tableNumber: string): Promise<TableTransaction> {
    return callSimulator(() => this.engine.tableTransaction(restaurantId, tableNumber));
  }

  transactionOrderStatus(transactionKey: string, session: string): Promise<TransactionOrderStatus | null> {
    return callSimulator(() => this.engine.transactionOrderStatus(transactionKey, session));
  }

  tableBill(restaurantId: RestaurantId, tableNumber: string): Promise<TableBillAnswer> {
    return callSimulator(() => this.engine.tableHubBill(restaurantId, tableNumber));
  }

  /** The same body as over HTTP, so the engine reads and bounds it the same way. */
  payShare(restaurantId: RestaurantId, tableNumber: string, request: ShareRequest, idempotencyKey: string): Promise<ShareAnswer> {
    return callSimulator((): ShareAnswer => {
      const outcome = this.engine.tableShares.reserve(restaurantId, tableNumber, shareBodyOf(request), idempotencyKey);
      if (outcome.status === 'refused') return outcome;
      const { replayed: _replayed, ...held } = outcome;
      return held;
    });
  }

  /** A share the platform does not know is null, as the HTTP adapter's 404 is. */
  async shareStatus(restaurantId: RestaurantId, tableNumber: string, shareId: string): Promise<ShareStatus | null> {
    try {
      return await callSimulator(() => this.engine.tableShares.status(restaurantId, tableNumber, shareId));
    } catch (error) {
      if (error instanceof GatewayError && error.kind === 'not_found') return null;
      throw error;
    }
  }
}
