import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { TransactionOrderStatus } from '../../../core/domain/table/order-validation';
import type { TableTransaction } from '../../../core/domain/table/table-payment';
import type { TableBillAnswer, TableBillOrder } from '../../../core/domain/hub/table-bill';
import type { Clock } from '../../../core/ports/clock';
import type { SimulatorStore, StoredOrder } from '../store/simulator-store';
import type { OnlineOrderPayments } from './online-order-payments';
import type { TableBill, TableBills } from './table-bills';
import { amountToPay } from '../store/order-debits';

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
    // Issue 20 item 2: the shares paid, and those held while their payer is on the provider's page (a hold
    // past its time counts for nothing, even before its release is written).
    const now = this.setup.clock.now().toUTC().toISO() ?? '';
    const shares = this.setup.store
      .tableShares()
      .ofBill(found.bill.transactionKey)
      .filter((share) => share.state === 'paid' || (share.state === 'reserved' && share.expiresAt > now));
    return { state: 'open', orders, shares: shares.map(({ amount, items, state }) => ({ amount, items, paying: state === 'reserved' })) };
  }

  /**
   * The table payment page (ours): the open bill of a transaction, its orders and what they cost, less what
   * shares paid already (issue 20 item 2: the whole is what is left; a share still held is then closed unpaid).
   */
  bill(transactionKey: string): TableBill & { readonly totalPrice: number } {
    const bill = this.setup.bills.bill(transactionKey);
    const orders = bill.orderNumbers.reduce((sum, orderNumber) => sum + found(this.setup.store.findOrder(orderNumber)), 0);
    const sharesPaid = this.setup.store
      .tableShares()
      .ofBill(transactionKey)
      .reduce((sum, share) => sum + (share.state === 'paid' ? share.amount : 0), 0);
    return { ...bill, totalPrice: Math.max(0, orders - sharesPaid) };
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
