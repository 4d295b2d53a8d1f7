import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { ShareRequest } from '../../../core/domain/bill-split/bill-split';
import type { ShareAnswer, TableBillAnswer, TableGateway, TableTransaction, TransactionOrderStatus } from '../../../core/ports/table-gateway';
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
      const outcome = this.engine.payTableShare(restaurantId, tableNumber, shareBodyOf(request), idempotencyKey);
      return outcome.status === 'paid' ? { status: 'paid', amount: outcome.amount, tip: outcome.tip, left: outcome.left } : outcome;
    });
  }
}
