import type { OrderList, OrderListParams, OrderSortColumn, SortDirection } from '../../domain/account/history-order';
import { DEFAULT_ORDER_LIST_PARAMS, MAX_ORDER_LIST_TAKE, withPage, withSort } from '../../domain/account/history-order';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { OrderHistoryGateway } from '../../ports/order-history-gateway';
import type { AccountFailure } from './account-failure';
import { accountFailure } from './account-failure';
import { forgetEndedSession } from './account-profile';
import type { AccountSessionStore } from './account-session-store';

/** What the history asks for: the parameters as they are, or a change of page or of sort. */
export type OrderHistoryRequest =
  | { readonly params?: OrderListParams }
  | { readonly from: OrderListParams; readonly page: number }
  | { readonly from: OrderListParams; readonly sort: { readonly orderWith: OrderSortColumn; readonly orderBy: SortDirection } };

/** The page asked for, with the parameters it was asked with (the view keeps them for the next change). */
export interface OrderHistoryPage extends OrderList {
  readonly params: OrderListParams;
}

function paramsOf(request: OrderHistoryRequest): OrderListParams {
  if ('page' in request) return withPage(request.from, request.page);
  // accounts 2: a sort change resets skip to 0.
  if ('sort' in request) return withSort(request.from, request.sort.orderWith, request.sort.orderBy);
  return request.params ?? DEFAULT_ORDER_LIST_PARAMS;
}

/**
 * accounts 2, 7 and 9, Order history: a page of the signed-in customer's orders, 10 a page, createdAt
 * descending by default, sorted by the server. A failure is a value (accounts 8: logged only, the list
 * stays as it was); an ended session is forgotten.
 */
export class ListOrderHistory {
  constructor(
    private readonly gateway: OrderHistoryGateway,
    private readonly session: AccountSessionStore,
  ) {}

  async execute(restaurantId: RestaurantId, request: OrderHistoryRequest = {}): Promise<Result<OrderHistoryPage, AccountFailure>> {
    const asked = paramsOf(request);
    const params = { ...asked, take: Math.min(Math.max(1, asked.take), MAX_ORDER_LIST_TAKE), skip: Math.max(0, asked.skip) };
    try {
      return ok({ ...(await this.gateway.listOrders(restaurantId, params)), params });
    } catch (error) {
      return fail(forgetEndedSession(this.session, accountFailure(error)));
    }
  }
}
