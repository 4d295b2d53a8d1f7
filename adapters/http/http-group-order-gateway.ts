import * as v from 'valibot';
import type { GroupOrderPayload } from '../../core/domain/group/group-order';
import type { GroupOrderStatus } from '../../core/domain/group/group-order-tracking';
import type { PlacedOrder } from '../../core/domain/order/order-payload';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { GroupOrderGateway } from '../../core/ports/group-order-gateway';
import type { PlaceOrderAnswer, PlaceOrderRequest } from '../../core/ports/order-gateway';
import { IDEMPOTENCY_HEADERS, PLATFORM_PATHS } from '../platform-api/platform-api';
import { orderRejection, placedOrderResponse, trackStatus } from './order-schemas';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

/** Ours: a group order read back, each outlet's part a track status (checkout 3). */
const groupOrderStatus = v.object({
  order_number: v.pipe(v.string(), v.minLength(1)),
  group_id: v.string(),
  parts: v.pipe(v.array(v.object({ restaurant_token: v.string(), restaurant_name: v.pipe(v.string(), v.maxLength(200)), track: trackStatus, display_prefix: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20))), null) })), v.maxLength(50)),
});

const hasErrField = (body: unknown): boolean => typeof body === 'object' && body !== null && 'err' in body;

/** checkout 7 "Place group order": POST order/multiRestaurant?restaurant_token={group}, answered as an order. */
export class HttpGroupOrderGateway implements GroupOrderGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async place(groupId: RestaurantId, payload: GroupOrderPayload, request: PlaceOrderRequest = {}): Promise<PlaceOrderAnswer> {
    const headers: Record<string, string> = request.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADERS.key]: request.idempotencyKey };
    const path = `${PLATFORM_PATHS.placeGroupOrder}?restaurant_token=${encodeURIComponent(groupId)}`;
    const response = await this.client.post(path, payload, headers);
    // As for a single order (checkout 8): a 400 names a wrong field, a 404 an unknown group, a 5xx a failure.
    const isRefusal = response.status < 500 && response.status !== 400 && response.status !== 404;
    if (hasErrField(response.body) && isRefusal) return { accepted: false, rejection: readBody(orderRejection, response, 'group order refusal') };
    if (response.status !== 200 && response.status !== 201) throw unexpectedStatus(response);
    const { data } = readBody(placedOrderResponse, response, 'placed group order');
    return { accepted: true, order: data, replayed: response.headers[IDEMPOTENCY_HEADERS.replayed] === 'true' };
  }

  async track(groupId: RestaurantId, orderNumber: string): Promise<GroupOrderStatus> {
    const response = await this.client.get(PLATFORM_PATHS.trackGroupOrder(orderNumber), { restaurant_token: groupId });
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(groupOrderStatus, response, 'group order status');
  }

  /** Ours (issue 15.5): the order an attempt took, by its idempotency key; a 404 says it took none. */
  async findAttempt(restaurantId: RestaurantId, idempotencyKey: string): Promise<PlacedOrder | null> {
    const response = await this.client.get(PLATFORM_PATHS.orderAttempt(restaurantId, idempotencyKey));
    if (response.status === 404) return null;
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(placedOrderResponse, response, 'group order attempt').data;
  }
}
