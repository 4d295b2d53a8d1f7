import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { TableBillAnswer, TableGateway, TableTransaction, TransactionOrderStatus } from '../../../core/ports/table-gateway';
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
}
