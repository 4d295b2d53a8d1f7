import { randomBytes } from 'node:crypto';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { TableTransaction } from '../../../core/domain/table/table-payment';
import { SimulatorError } from './simulator-error';

/** The sandbox's payment terminal, as the platform names the device a table bill is paid on. */
export const SANDBOX_TABLE_DEVICE = 'sandbox-terminal';

export interface TableBill {
  readonly restaurantId: RestaurantId;
  readonly tableNumber: string;
  readonly transactionKey: string;
  readonly orderNumbers: readonly string[];
}

const TABLE_NUMBER = /^\d{1,6}$/;
const TRANSACTION_KEY = /^[A-Za-z0-9_-]{22}$/;

/**
 * checkout 7, pay-the-table: the bills of tables that ordered on place, paid on the spot, at a restaurant
 * with the table payment feature (tastypay). A bill opens with the table's first order and gathers the next
 * ones until it is paid on the platform's table payment page. Kept in memory: a sandbox of the feature.
 */
export class TableBills {
  private readonly open = new Map<string, TableBill>();

  addOrder(restaurantId: RestaurantId, tableNumber: string, orderNumber: string): void {
    const key = `${restaurantId}|${tableNumber}`;
    const bill = this.open.get(key);
    this.open.set(key, {
      restaurantId,
      tableNumber,
      transactionKey: bill?.transactionKey ?? randomBytes(16).toString('base64url'),
      orderNumbers: [...(bill?.orderNumbers ?? []), orderNumber],
    });
  }

  /** GET /v1/table/currentTransaction: bounded like every input of the simulator. */
  currentTransaction(restaurantId: RestaurantId, tableNumber: string): TableTransaction {
    if (!TABLE_NUMBER.test(tableNumber)) throw new SimulatorError('bad_request', 'a table number is a whole number', 'tableNumber');
    const bill = this.open.get(`${restaurantId}|${tableNumber}`);
    return bill ? { isOpen: true, device: SANDBOX_TABLE_DEVICE, transactionKey: bill.transactionKey } : { isOpen: false, device: null, transactionKey: null };
  }

  bill(transactionKey: string): TableBill {
    const bill = TRANSACTION_KEY.test(transactionKey) ? [...this.open.values()].find((open) => open.transactionKey === transactionKey) : undefined;
    if (!bill) throw new SimulatorError('not_found', 'no open table bill with this transaction key');
    return bill;
  }

  /** The bill is paid: the table has nothing open any more. */
  pay(transactionKey: string): TableBill {
    const bill = this.bill(transactionKey);
    this.open.delete(`${bill.restaurantId}|${bill.tableNumber}`);
    return bill;
  }

  clear(): void {
    this.open.clear();
  }
}
