import * as v from 'valibot';
import type { BookingFeedbackPayload, FeedbackPayload } from '../../core/domain/feedback/feedback';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { FeedbackGateway } from '../../core/ports/feedback-gateway';
import { FeedbackRefusal } from '../../core/ports/feedback-gateway';
import { FEEDBACK_PATHS, feedbackErrorBody } from '../platform-api/feedback-api';
import { IDEMPOTENCY_HEADERS } from '../platform-api/platform-api';
import type { PlatformHttpClient, PlatformResponse } from './platform-http-client';
import { unexpectedStatus } from './platform-http-client';

/** accounts 8: status 200 is success; a named refusal (409, 429) is a FeedbackRefusal; anything else a GatewayError. */
function accepted(response: PlatformResponse): void {
  if (response.status === 200) return;
  const refusal = v.safeParse(feedbackErrorBody, response.body);
  if (refusal.success && (response.status === 409 || response.status === 429)) throw new FeedbackRefusal(refusal.output.error);
  throw unexpectedStatus(response);
}

/** accounts 7 over HTTP: the platform's exact paths, query restaurant_token, with an Idempotency-Key. */
export class HttpFeedbackGateway implements FeedbackGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async sendFeedback(restaurantId: RestaurantId, payload: FeedbackPayload, idempotencyKey: string): Promise<void> {
    accepted(await this.client.post(withToken(FEEDBACK_PATHS.feedback, restaurantId), payload, { [IDEMPOTENCY_HEADERS.key]: idempotencyKey }));
  }

  async sendBookingFeedback(restaurantId: RestaurantId, payload: BookingFeedbackPayload, idempotencyKey: string): Promise<void> {
    accepted(await this.client.post(withToken(FEEDBACK_PATHS.bookingFeedback, restaurantId), payload, { [IDEMPOTENCY_HEADERS.key]: idempotencyKey }));
  }
}

const withToken = (path: string, restaurantId: RestaurantId) => `${path}?restaurant_token=${encodeURIComponent(restaurantId)}`;
