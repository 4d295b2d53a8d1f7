import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { TransactionOrderStatus } from '../../../core/domain/table/order-validation';
import type { TableTransaction } from '../../../core/domain/table/table-payment';
import type { TableBillAnswer, TableBillOrder } from '../../../core/domain/hub/table-bill';
import type { Clock } from '../../../core/ports/clock';
import type { SimulatorStore, StoredOrder } from '../store/simulator-store';
import type { OnlineOrderPayments } from './online-order-payments';
import type { TableBill, TableBills } from './table-bills';
import { amountToPay } from '../store/order-debits';
import { checkShare, itemsOfChoice, splitBillOf } from '../../../core/domain/bill-split/bill-split';
import { requestFingerprint } from './idempotency';
import { SimulatorError } from './simulator-error';
import type { ShareOutcome } from './table-shares';
import { readShareRequest } from './table-shares';

/** Issue 18: an order of the bill costs its amount to pay (its discounts off); one gone costs nothing. */
const found = (order: StoredOrder | null): number => (order ? amountToPay(order) : 0);

/** checkout 7, pay-the-table: the tables' open bills (table-bills.ts), their orders' totals and payment. */
export class SimulatorTables {
  constructor(
    private readonly setup: {
      readonly bills: TableBills;
      readonly store: SimulatorStore;
      readonly clock: Clock;
      readonly settings: (restaurantId: RestaurantId) => RestaurantSettings;
      readonly payments: () => OnlineOrderPayments;
    },
  ) {}

  /** checkout 7: GET /v1/table/currentTransaction?tableNumber&restaurantToken. */
  transaction(restaurantId: RestaurantId, tableNumber: string): TableTransaction {
    if (!this.setup.settings(restaurantId).tastypay) return { isOpen: false, device: null, transactionKey: null };
    return this.setup.bills.currentTransaction(restaurantId, tableNumber);
  }

  /**
   * browsing 2.5, the hub (the call is ours): the table's open bill, else the last one it paid, each order
   * with its lines as the platform priced them and its amount to pay. Nothing at an establishment without
   * table payment.
   */
  tableBill(restaurantId: RestaurantId, tableNumber: string): TableBillAnswer {
    if (!this.setup.settings(restaurantId).tastypay) return { state: 'none' };
    const found = this.setup.bills.ofTable(restaurantId, tableNumber);
    if (!found) return { state: 'none' };
    const orders = found.bill.orderNumbers.flatMap((orderNumber): TableBillOrder[] => {
      const order = this.setup.store.findOrder(orderNumber);
      // An order canceled by the restaurant costs the table nothing: it leaves the bill.
      if (!order || order.canceled) return [];
      const paid = this.setup.payments().stateOf(order).payment_status === 'paid';
      const lines = order.priced.lines.map((line) => ({ name: line.name, count: line.nb, price: line.total, product_id: line.productId }));
      return [{ orderNumber, displayNumber: order.displayNumber, amount: amountToPay(order), paid, lines }];
    });
    if (found.state === 'paid') return { state: 'paid', orders };
    const shares = this.setup.store.tableShares().ofBill(found.bill.transactionKey);
    return { state: 'open', orders, shares: shares.map(({ amount, items }) => ({ amount, items })) };
  }

  /**
   * Issue 20 item 2: a share of the table's open bill, paid on the sandbox terminal. In one SQLite transaction
   * (and one synchronous call: no other request runs in between): the bill is read again, the share's amount
   * recomputed from it and compared with the one the customer saw, its items checked unpaid, the share
   * written; the share that leaves nothing closes the bill as the whole payment does. A repeat under the same
   * Idempotency-Key gets the first answer; another request under it is refused (422).
   */
  payShare(restaurantId: RestaurantId, tableNumber: string, body: unknown, key: unknown): ShareOutcome {
    const { request, idempotencyKey } = readShareRequest(body, key);
    if (!this.setup.settings(restaurantId).tastypay) throw new SimulatorError('not_found', 'no table payment at this establishment');
    const outcome = this.setup.store.transaction((): ShareOutcome => {
      const found = this.setup.bills.ofTable(restaurantId, tableNumber);
      if (!found) return { status: 'refused', refusal: 'nothing_left' };
      const shares = this.setup.store.tableShares();
      const fingerprint = requestFingerprint(request);
      const previous = shares.find(found.bill.transactionKey, idempotencyKey);
      if (previous) {
        if (previous.fingerprint !== fingerprint) throw new SimulatorError('unprocessable', 'this Idempotency-Key was used for another share', 'Idempotency-Key');
        return { status: 'paid', amount: previous.amount, tip: previous.tip, left: this.leftOf(restaurantId, tableNumber), replayed: true };
      }
      const answer = this.tableBill(restaurantId, tableNumber);
      if (answer.state !== 'open') return { status: 'refused', refusal: 'nothing_left' };
      const checked = checkShare(splitBillOf(answer.orders, answer.shares ?? []), request);
      if (!checked.ok) return { status: 'refused', refusal: checked.error };
      const { amount, tip } = checked.value;
      const paidAt = this.setup.clock.now().toUTC().toISO() ?? '';
      shares.insert({ transactionKey: found.bill.transactionKey, idempotencyKey, fingerprint, amount, tip, items: itemsOfChoice(request.choice), paidAt });
      const left = this.leftOf(restaurantId, tableNumber);
      if (left === 0) this.pay(found.bill.transactionKey);
      return { status: 'paid', amount, tip, left, replayed: false };
    });
    if (outcome.status === 'paid' && !outcome.replayed) this.setup.bills.changed(restaurantId, tableNumber);
    return outcome;
  }

  private leftOf(restaurantId: RestaurantId, tableNumber: string): number {
    const answer = this.tableBill(restaurantId, tableNumber);
    return answer.state === 'open' ? splitBillOf(answer.orders, answer.shares ?? []).left : 0;
  }

  /** The table payment page (ours): the open bill of a transaction, its orders and what they cost. */
  bill(transactionKey: string): TableBill & { readonly totalPrice: number } {
    const bill = this.setup.bills.bill(transactionKey);
    const totalPrice = bill.orderNumbers.reduce((sum, orderNumber) => sum + found(this.setup.store.findOrder(orderNumber)), 0);
    return { ...bill, totalPrice };
  }

  /**
   * The table payment page (ours): the bill is paid on the sandbox terminal, its orders with it. The answer
   * is where the customer waits for the platform to validate it (checkout 4, order validation screen).
   */
  pay(transactionKey: string): { readonly restaurantId: RestaurantId; readonly validationPath: string } {
    const { bill, session } = this.setup.bills.pay(transactionKey, this.setup.clock.now());
    for (const orderNumber of bill.orderNumbers) {
      const order = this.setup.store.findOrder(orderNumber);
      if (order) this.setup.payments().paidOnTable(order);
    }
    const query = new URLSearchParams({ t: transactionKey, s: session });
    return { restaurantId: bill.restaurantId, validationPath: `/${encodeURIComponent(bill.restaurantId)}/order-validation?${query.toString()}` };
  }

  /** checkout 7, "Order status by transaction" (query t and s; the path is ours). */
  orderStatus(transactionKey: string, session: string): TransactionOrderStatus | null {
    return this.setup.bills.orderStatus(transactionKey, session, this.setup.clock.now());
  }
}
