import type { Cents } from '../money/money';
import type { OrderDiscounts } from '../tracking/order-discounts';
import type { orderTypeName } from '../order-type/order-type';

/** The order type's name as the client's order data gives it (checkout 3: orderType). */
export type HistoryOrderType = ReturnType<typeof orderTypeName>;
export const HISTORY_ORDER_TYPES: readonly HistoryOrderType[] = ['on_place', 'delivery', 'take_away', 'room_delivery'];

/** accounts 4: the three statuses the history tells apart (ours: their values, the spec names them only). */
export const HISTORY_STATUSES = ['validated', 'in_progress', 'canceled'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** accounts 3: an option of a product line, by names; ours: with the ids, to order it again. */
export interface HistoryOption {
  readonly optionId: number;
  readonly itemId: number;
  readonly optionName: string;
  readonly itemName: string;
}

/**
 * accounts 3: a product line (id, name, count, quantityName, price, options). Ours: `price` is the price of
 * one unit with its options, in cents; `vatRate` the VAT percentage the catalogue gives the product
 * (prices include tax, accounts 1), null when it gives none.
 */
export interface HistoryProductLine {
  readonly id: number;
  readonly name: string;
  readonly count: number;
  readonly quantityName: string;
  readonly price: Cents;
  readonly options: readonly HistoryOption[];
  readonly vatRate: number | null;
  /** Ours: for a dish of a formula, the step it was picked at. */
  readonly menuChoiceId?: number;
}

/** accounts 3: a formula line (id, count, name, price, products); the dishes are counted per formula. */
export interface HistoryFormulaLine {
  readonly id: number;
  readonly count: number;
  readonly name: string;
  readonly price: Cents;
  readonly products: readonly HistoryProductLine[];
  readonly vatRate: number | null;
}

/**
 * accounts 3: one order of the history. Ours beside the spec's fields: the display number (checkout 3's
 * common order carries it) and the delivery cost and tips inside the total, for the receipt.
 */
export interface HistoryOrder {
  readonly orderInfo: {
    readonly orderNumber: string;
    /** ISO instant. */
    readonly createdAt: string;
    readonly status: HistoryStatus;
    readonly displayOrderNumber: string;
    /** Ours (issue 20 item 6): how it was ordered, which picked each line's VAT rate; absent: not told. */
    readonly orderType?: HistoryOrderType | null;
  };
  readonly restaurantName: string;
  readonly paymentInfo: {
    readonly totalPrice: Cents;
    readonly deliveryCost: Cents;
    readonly tips: Cents;
    /** Ours (issue 18): what the platform took off; totalPrice is then what was paid. Null: none kept. */
    readonly discounts?: OrderDiscounts | null;
  };
  readonly products: readonly HistoryProductLine[];
  readonly formulas: readonly HistoryFormulaLine[];
}

/** accounts 3: order list parameters. */
export const ORDER_SORT_COLUMNS = ['createdAt', 'totalPrice'] as const;
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number];
export type SortDirection = 'ASC' | 'DESC';

export interface OrderListParams {
  readonly take: number;
  readonly skip: number;
  readonly orderBy: SortDirection;
  readonly orderWith: OrderSortColumn;
}

/** accounts 3: order list response. */
export interface OrderList {
  readonly items: readonly HistoryOrder[];
  readonly count: number;
}

/** accounts 9: page size 10, skip 0, createdAt descending. */
export const HISTORY_PAGE_SIZE = 10;
export const DEFAULT_ORDER_LIST_PARAMS: OrderListParams = { take: HISTORY_PAGE_SIZE, skip: 0, orderBy: 'DESC', orderWith: 'createdAt' };
/** Ours: the most one page may hold, so a request cannot ask for everything at once. */
export const MAX_ORDER_LIST_TAKE = 50;

/** accounts 4: canceled is danger, in progress warning, anything else validated and success. */
export type StatusTone = 'danger' | 'warning' | 'success';
export function statusTone(status: HistoryStatus): StatusTone {
  if (status === 'canceled') return 'danger';
  if (status === 'in_progress') return 'warning';
  return 'success';
}

/** accounts 4: a receipt only when the order is neither canceled nor in progress. */
export function isReceiptEligible(order: HistoryOrder): boolean {
  return order.orderInfo.status !== 'canceled' && order.orderInfo.status !== 'in_progress';
}

/** accounts 2: pagination shows only when the item count exceeds the page size. */
export function showsPagination(count: number, pageSize: number = HISTORY_PAGE_SIZE): boolean {
  return count > pageSize;
}

export function pageCount(count: number, pageSize: number = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** accounts 2: a sort change resets skip to 0; a page change keeps the sort. */
export function withSort(params: OrderListParams, orderWith: OrderSortColumn, orderBy: SortDirection): OrderListParams {
  return { ...params, orderWith, orderBy, skip: 0 };
}

export function withPage(params: OrderListParams, pageIndex: number): OrderListParams {
  return { ...params, skip: Math.max(0, Math.floor(pageIndex)) * params.take };
}
