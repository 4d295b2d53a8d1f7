import type { OrderPayload, PlacedOrder } from '../../core/domain/order/order-payload';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../core/domain/tracking/track-status';
import type { OrderGateway, PlaceOrderAnswer, PlaceOrderRequest } from '../../core/ports/order-gateway';
import { IDEMPOTENCY_HEADERS, PLATFORM_PATHS } from '../platform-api/platform-api';
import { orderRejection, placedOrderResponse, trackStatus } from './order-schemas';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

const hasErrField = (body: unknown): boolean => typeof body === 'object' && body !== null && 'err' in body;

export class HttpOrderGateway implements OrderGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  /** checkout 7 and 8: accepted orders carry data; refused ones carry err, whatever the status code. */
  async place(restaurantId: RestaurantId, payload: OrderPayload, request: PlaceOrderRequest = {}): Promise<PlaceOrderAnswer> {
    const headers: Record<string, string> = request.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADERS.key]: request.idempotencyKey };
    const response = await this.client.post(PLATFORM_PATHS.placeOrder(restaurantId), payload, headers);
    // A 400 names a wrong field, a 404 an unknown restaurant, a 5xx a failure: only the rest is a refusal.
    const isRefusal = response.status < 500 && response.status !== 400 && response.status !== 404;
    if (hasErrField(response.body) && isRefusal) {
      return { accepted: false, rejection: readBody(orderRejection, response, 'order refusal') };
    }
    if (response.status !== 200 && response.status !== 201) throw unexpectedStatus(response);
    const { data } = readBody(placedOrderResponse, response, 'placed order');
    return { accepted: true, order: data, replayed: response.headers[IDEMPOTENCY_HEADERS.replayed] === 'true' };
  }

  async track(restaurantId: RestaurantId, orderNumber: string): Promise<TrackStatus> {
    const response = await this.client.get(PLATFORM_PATHS.trackOrder(orderNumber), { restaurant_token: restaurantId });
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(trackStatus, response, 'track status');
  }

  /** Ours (issue 15.5): the order an attempt took, by its idempotency key; a 404 says it took none. */
  async findAttempt(restaurantId: RestaurantId, idempotencyKey: string): Promise<PlacedOrder | null> {
    const response = await this.client.get(PLATFORM_PATHS.orderAttempt(restaurantId, idempotencyKey));
    if (response.status === 404) return null;
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(placedOrderResponse, response, 'order attempt').data;
  }
}
