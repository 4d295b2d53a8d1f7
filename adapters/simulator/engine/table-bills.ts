import { randomBytes } from 'node:crypto';
import { timingSafeEqual } from 'node:crypto';
import type { DateTime } from 'luxon';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { TransactionOrderStatus } from '../../../core/domain/table/order-validation';
import { isTransactionToken } from '../../../core/domain/table/order-validation';
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

/** Issue 20 item 2: a table's bill changed; everyone viewing it reads it again. */
export interface TableBillChange {
  readonly restaurantToken: RestaurantId;
  readonly tableNumber: string;
}

/**
 * The sandbox's word for how long the platform takes to turn a paid table bill into a validated order
 * (checkout 4, order validation screen): long enough for the screen to be seen, well under its 30 s.
 */
export const TABLE_VALIDATION_MS = 3_000;

/** A paid bill, until the platform has validated it; `session` is the s of the validation screen's query. */
interface PaidBill {
  readonly bill: TableBill;
  readonly session: string;
  readonly validatedAt: DateTime;
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
  private readonly paid = new Map<string, PaidBill>();
  /** browsing 2.5: the last bill each table paid, shown by its hub until the table opens a new one. */
  private readonly lastPaid = new Map<string, TableBill>();
  /** Issue 20 item 2: who is told that a table's bill changed (the live socket, the in-process adapter). */
  private readonly listeners = new Set<(change: TableBillChange) => void>();

  onChanged(listener: (change: TableBillChange) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** A table's bill changed: an order joined it, a share or the whole was paid. */
  changed(restaurantId: RestaurantId, tableNumber: string): void {
    for (const listener of this.listeners) listener({ restaurantToken: restaurantId, tableNumber });
  }

  addOrder(restaurantId: RestaurantId, tableNumber: string, orderNumber: string): void {
    const key = `${restaurantId}|${tableNumber}`;
    const bill = this.open.get(key);
    this.lastPaid.delete(key);
    this.open.set(key, {
      restaurantId,
      tableNumber,
      transactionKey: bill?.transactionKey ?? randomBytes(16).toString('base64url'),
      orderNumbers: [...(bill?.orderNumbers ?? []), orderNumber],
    });
    this.changed(restaurantId, tableNumber);
  }

  /** GET /v1/table/currentTransaction: bounded like every input of the simulator. */
  currentTransaction(restaurantId: RestaurantId, tableNumber: string): TableTransaction {
    if (!TABLE_NUMBER.test(tableNumber)) throw new SimulatorError('bad_request', 'a table number is a whole number', 'tableNumber');
    const bill = this.open.get(`${restaurantId}|${tableNumber}`);
    return bill ? { isOpen: true, device: SANDBOX_TABLE_DEVICE, transactionKey: bill.transactionKey } : { isOpen: false, device: null, transactionKey: null };
  }

  /** browsing 2.5, the hub: the table's open bill, else the last one it paid, else none. */
  ofTable(restaurantId: RestaurantId, tableNumber: string): { readonly state: 'open' | 'paid'; readonly bill: TableBill } | null {
    if (!TABLE_NUMBER.test(tableNumber)) throw new SimulatorError('bad_request', 'a table number is a whole number', 'tableNumber');
    const key = `${restaurantId}|${tableNumber}`;
    const open = this.open.get(key);
    if (open) return { state: 'open', bill: open };
    const paid = this.lastPaid.get(key);
    return paid ? { state: 'paid', bill: paid } : null;
  }

  bill(transactionKey: string): TableBill {
    const bill = TRANSACTION_KEY.test(transactionKey) ? [...this.open.values()].find((open) => open.transactionKey === transactionKey) : undefined;
    if (!bill) throw new SimulatorError('not_found', 'no open table bill with this transaction key');
    return bill;
  }

  /**
   * The bill is paid: the table has nothing open any more, and the platform validates the order a moment
   * later. The session secret goes with the transaction key to the order validation screen.
   */
  pay(transactionKey: string, now: DateTime): PaidBill {
    const bill = this.bill(transactionKey);
    this.open.delete(`${bill.restaurantId}|${bill.tableNumber}`);
    this.lastPaid.set(`${bill.restaurantId}|${bill.tableNumber}`, bill);
    const paid = { bill, session: randomBytes(16).toString('base64url'), validatedAt: now.plus({ milliseconds: TABLE_VALIDATION_MS }) };
    this.paid.set(transactionKey, paid);
    this.changed(bill.restaurantId, bill.tableNumber);
    return paid;
  }

  /**
   * checkout 7, "Order status by transaction" (query t and s): null while the platform validates, then the
   * table's order to follow. A key without its own session is not found, as an unknown key is: the pair
   * is the proof, so no one follows a table's order from its transaction key alone.
   */
  orderStatus(transactionKey: string, session: string, now: DateTime): TransactionOrderStatus | null {
    const paid = isTransactionToken(transactionKey) ? this.paid.get(transactionKey) : undefined;
    if (!paid || !isTransactionToken(session) || !sameSecret(paid.session, session)) {
      throw new SimulatorError('not_found', 'no paid table bill with this transaction and session');
    }
    if (now < paid.validatedAt) return null;
    const { restaurantId, orderNumbers } = paid.bill;
    const lastOrder = orderNumbers[orderNumbers.length - 1];
    const query = new URLSearchParams({ orderId: lastOrder, type: 'scan' });
    return { restaurantToken: restaurantId, redirectionPath: `/${encodeURIComponent(restaurantId)}/trackOrder?${query.toString()}` };
  }

  clear(): void {
    this.open.clear();
    this.paid.clear();
    this.lastPaid.clear();
  }
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
