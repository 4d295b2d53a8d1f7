import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { SelectedOption } from '../../../core/domain/catalogue/option-selection';
import type { HistoryOption, HistoryOrder, HistoryProductLine, HistoryStatus, OrderListParams } from '../../../core/domain/account/history-order';
import { DEFAULT_ORDER_LIST_PARAMS, MAX_ORDER_LIST_TAKE, ORDER_SORT_COLUMNS } from '../../../core/domain/account/history-order';
import { localize } from '../../../core/domain/locale/localized-text';
import { isFormulaLine } from '../../../core/domain/order/order-payload';
import { vatRateFor } from '../../../core/domain/order-type/order-type-vat';
import { isOrderTypeId, orderTypeName } from '../../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { CustomerOrderQuery, StoredOrder } from '../store/simulator-store';
import { SimulatorError } from '../engine/simulator-error';
import { amountToPay, discountsAnswerOf } from '../store/order-debits';
import type { OrderDiscountsAnswer } from '../../platform-api/order-discounts-api';

/** The names are the catalogue's base language (French), like the priced lines the platform keeps. */
const BASE_LANGUAGE = 'fr';

type RawQuery = Readonly<Record<string, unknown>>;

function integerParam(query: RawQuery, name: 'take' | 'skip', fallback: number, min: number, max: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) throw new SimulatorError('bad_request', `${name} is a whole number from ${min} to ${max}`, name);
  return value;
}

/**
 * accounts 3 and 9: take (1 to 50, default 10), skip (0 or more, default 0), orderBy ASC or DESC (default
 * DESC), orderWith createdAt or totalPrice (default createdAt): an allow-list, nothing else reaches the store.
 */
export function checkOrderListParams(query: RawQuery): OrderListParams {
  const take = integerParam(query, 'take', DEFAULT_ORDER_LIST_PARAMS.take, 1, MAX_ORDER_LIST_TAKE);
  const skip = integerParam(query, 'skip', DEFAULT_ORDER_LIST_PARAMS.skip, 0, 1_000_000);
  const orderBy = query.orderBy ?? DEFAULT_ORDER_LIST_PARAMS.orderBy;
  if (orderBy !== 'ASC' && orderBy !== 'DESC') throw new SimulatorError('bad_request', 'orderBy is ASC or DESC', 'orderBy');
  const orderWith = query.orderWith ?? DEFAULT_ORDER_LIST_PARAMS.orderWith;
  const column = ORDER_SORT_COLUMNS.find((name) => name === orderWith);
  if (!column) throw new SimulatorError('bad_request', `orderWith is one of ${ORDER_SORT_COLUMNS.join(', ')}`, 'orderWith');
  return { take, skip, orderBy, orderWith: column };
}

export function customerOrderQuery(restaurantId: string, userId: string, params: OrderListParams): CustomerOrderQuery {
  return {
    restaurantId,
    userId,
    sortBy: params.orderWith === 'totalPrice' ? 'total' : 'placed_at',
    descending: params.orderBy === 'DESC',
    limit: params.take,
    offset: params.skip,
  };
}

/** accounts 4: canceled, in progress (still moving through its steps), otherwise validated. */
export function historyStatusOf(order: StoredOrder): HistoryStatus {
  if (order.canceled) return 'canceled';
  return order.finished ? 'validated' : 'in_progress';
}

function optionsOf(catalogue: Catalogue, selection: readonly SelectedOption[]): HistoryOption[] {
  return selection.flatMap((selected) => {
    const option = catalogue.options.find((candidate) => candidate.id === selected.option_id);
    return selected.item_ids.map((itemId) => ({
      optionId: selected.option_id,
      itemId,
      optionName: localize(option?.name, BASE_LANGUAGE),
      itemName: localize(option?.product_option_items.find((item) => item.id === itemId)?.name, BASE_LANGUAGE),
    }));
  });
}

/**
 * Issue 20 item 6: the rate the platform recorded on the line at intake (order-vat-intake.ts); for an order taken
 * before rates were recorded, the catalogue's rate of the moment for the order's type.
 */
function vatRateOf(catalogue: Catalogue, productId: number, orderTypeId: number, recorded: number | null | undefined): number | null {
  if (recorded !== undefined) return recorded;
  return vatRateFor(catalogue.products.find((product) => product.id === productId), orderTypeId);
}

function dishOf(catalogue: Catalogue, productId: number, menuChoiceId: number, options: readonly SelectedOption[], orderTypeId: number): HistoryProductLine {
  const product = catalogue.products.find((candidate) => candidate.id === productId);
  return { menuChoiceId, id: productId, name: localize(product?.name, BASE_LANGUAGE), count: 1, quantityName: '', price: 0, options: optionsOf(catalogue, options), vatRate: vatRateFor(product, orderTypeId) };
}

/**
 * accounts 3: an order as the history shows it, from what the platform kept: the priced lines (names and
 * prices as they were charged) and the payload (options, dishes). Option and dish names and VAT rates come
 * from the catalogue of the moment (ours: the platform keeps ids for them).
 */
/** Issue 18, ours: a history order whose paymentInfo also carries the discounts taken off (platform-api/order-discounts-api.ts). */
export type HistoryOrderAnswer = HistoryOrder & { readonly paymentInfo: HistoryOrder['paymentInfo'] & { readonly discounts: OrderDiscountsAnswer | null } };

export function historyOrderOf(order: StoredOrder, settings: RestaurantSettings, catalogue: Catalogue): HistoryOrderAnswer {
  const products: HistoryProductLine[] = [];
  const formulas: HistoryOrder['formulas'][number][] = [];
  order.payload.products.data.forEach((line, index) => {
    const priced = order.priced.lines[index];
    const name = priced?.name ?? line.name;
    const price = priced?.unitPrice ?? line.unit_price;
    const orderTypeId = order.payload.order_types_id;
    const vatRate = vatRateOf(catalogue, line.product_id, orderTypeId, priced?.vatRate);
    if (isFormulaLine(line)) {
      const dishes = line.products.map((pick) => dishOf(catalogue, pick.product_id, pick.menu_choice_id, pick.options, orderTypeId));
      formulas.push({ id: line.product_id, count: line.nb, name, price, products: dishes, vatRate });
    } else {
      products.push({ id: line.product_id, name, count: line.nb, quantityName: '', price, options: optionsOf(catalogue, line.options), vatRate });
    }
  });
  return {
    orderInfo: { orderNumber: order.orderNumber, createdAt: order.placedAt, status: historyStatusOf(order), displayOrderNumber: order.displayNumber, orderType: isOrderTypeId(order.payload.order_types_id) ? orderTypeName(order.payload.order_types_id) : null },
    restaurantName: settings.restaurant_name,
    paymentInfo: { totalPrice: amountToPay(order), discounts: discountsAnswerOf(order), deliveryCost: order.priced.deliveryCost, tips: order.priced.tips },
    products,
    formulas,
  };
}
