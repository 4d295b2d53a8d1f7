import { makeAutoObservable } from 'mobx';
import type { HistoryOrder, OrderListParams, OrderSortColumn, SortDirection } from '../../../core/domain/account/history-order';
import { DEFAULT_ORDER_LIST_PARAMS, pageCount, showsPagination } from '../../../core/domain/account/history-order';
import type { ReceiptModel } from '../../../core/domain/account/history-receipt';
import type { Basket } from '../../../core/domain/basket/basket';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { NotPutBack, OrderAgain, OrderAgainInput } from '../../../core/use-cases/account/order-again';
import type { ListOrderHistory, OrderHistoryRequest } from '../../../core/use-cases/account/order-history';
import type { Notify } from '../../notifications/notification-center';

export interface OrderHistoryDeps {
  readonly listOrderHistory: () => Promise<Pick<ListOrderHistory, 'execute'>>;
  readonly orderAgain: () => Promise<Pick<OrderAgain, 'execute'>>;
  /** accounts 8: order fetch failures are logged only. */
  readonly warn: (message: string) => void;
  readonly notify: Notify['notify'];
  /** Builds the receipt of an eligible order (core buildReceipt), null when it may have none. */
  readonly receiptOf: (order: HistoryOrder) => ReceiptModel | null;
  /** Draws and downloads the PDF (jspdf, imported on demand). */
  readonly downloadPdf: (receipt: ReceiptModel) => Promise<void>;
}

/** The basket screen's side of "order again": the catalogue and rules of now, and where the basket shows. */
export type OrderAgainContext = Omit<OrderAgainInput, 'order' | 'restaurantId'> & { readonly replaceBasket: (basket: Basket) => void };

/** What order again did: shown on the history when something could not be put back. */
export interface OrderAgainOutcome {
  readonly orderNumber: string;
  readonly putBack: number;
  readonly notPutBack: readonly NotPutBack[];
}

/** The sort choices the view offers (accounts 2: by date or total; the server sorts). */
export const SORT_CHOICES: readonly { readonly orderWith: OrderSortColumn; readonly orderBy: SortDirection }[] = [
  { orderWith: 'createdAt', orderBy: 'DESC' },
  { orderWith: 'createdAt', orderBy: 'ASC' },
  { orderWith: 'totalPrice', orderBy: 'DESC' },
  { orderWith: 'totalPrice', orderBy: 'ASC' },
];

/**
 * accounts 2, 4, 7, 8 and 9, Order history: a page of 10 orders sorted by the server, page and sort
 * changes (a sort change goes back to the first page), the receipt of an eligible order (failure:
 * receipt_generation_error, 5 s) and order again. A failed fetch is logged only: the list stays as it was.
 */
export class OrderHistoryViewModel {
  items: readonly HistoryOrder[] = [];
  count = 0;
  params: OrderListParams;
  loaded = false;
  loading = false;
  /** The order whose receipt is being made, so its button says so and a double click makes one. */
  receiptFor: string | null = null;
  outcome: OrderAgainOutcome | null = null;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly deps: OrderHistoryDeps,
    params: OrderListParams = DEFAULT_ORDER_LIST_PARAMS,
  ) {
    this.params = params;
    makeAutoObservable<OrderHistoryViewModel, 'restaurantId' | 'deps'>(this, { restaurantId: false, deps: false }, { autoBind: true });
  }

  start(): () => void {
    void this.load({ params: this.params });
    return () => undefined;
  }

  get pages(): number {
    return pageCount(this.count, this.params.take);
  }

  get page(): number {
    return Math.floor(this.params.skip / this.params.take);
  }

  get showsPagination(): boolean {
    return showsPagination(this.count, this.params.take);
  }

  get sortIndex(): number {
    return SORT_CHOICES.findIndex((choice) => choice.orderWith === this.params.orderWith && choice.orderBy === this.params.orderBy);
  }

  goToPage(page: number): Promise<void> {
    if (page < 0 || page >= this.pages || page === this.page) return Promise.resolve();
    return this.load({ from: this.params, page });
  }

  sortBy(index: number): Promise<void> {
    const choice = SORT_CHOICES[index];
    if (!choice) return Promise.resolve();
    return this.load({ from: this.params, sort: choice });
  }

  async downloadReceipt(order: HistoryOrder): Promise<void> {
    if (this.receiptFor !== null) return;
    const receipt = this.deps.receiptOf(order);
    if (!receipt) return;
    this.setReceiptFor(order.orderInfo.orderNumber);
    try {
      await this.deps.downloadPdf(receipt);
    } catch (error) {
      this.deps.warn(`receipt of ${order.orderInfo.orderNumber}: ${error instanceof Error ? error.message : String(error)}`);
      // accounts 8: error notification (title error, message while generating receipt), 5 s.
      this.deps.notify({ key: 'receipt_generation_error', tone: 'error' });
    } finally {
      this.setReceiptFor(null);
    }
  }

  /** Puts the order's lines back in the basket; true when every line went back. */
  async orderAgain(order: HistoryOrder, context: OrderAgainContext): Promise<boolean> {
    const { replaceBasket, ...input } = context;
    const result = (await this.deps.orderAgain()).execute({ ...input, restaurantId: this.restaurantId, order });
    replaceBasket(result.basket);
    this.setOutcome({ orderNumber: order.orderInfo.orderNumber, putBack: result.putBack, notPutBack: result.notPutBack });
    return result.notPutBack.length === 0;
  }

  dismissOutcome(): void {
    this.outcome = null;
  }

  private async load(request: OrderHistoryRequest): Promise<void> {
    this.setLoading(true);
    const result = await (await this.deps.listOrderHistory()).execute(this.restaurantId, request);
    this.setLoading(false);
    if (result.ok) this.show(result.value.items, result.value.count, result.value.params);
    else this.deps.warn(`order history of ${this.restaurantId}: ${result.error.kind}`);
  }

  private show(items: readonly HistoryOrder[], count: number, params: OrderListParams): void {
    this.items = items;
    this.count = count;
    this.params = params;
    this.loaded = true;
  }

  private setLoading(loading: boolean): void {
    this.loading = loading;
  }

  private setReceiptFor(orderNumber: string | null): void {
    this.receiptFor = orderNumber;
  }

  private setOutcome(outcome: OrderAgainOutcome): void {
    this.outcome = outcome;
  }
}
