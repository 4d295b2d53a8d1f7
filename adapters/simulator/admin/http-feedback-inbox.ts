import type { KyInstance } from 'ky';
import { stagingHttp } from './staging-http';
import * as v from 'valibot';
import type { ReceivedFeedback } from '../../../core/domain/feedback/feedback';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { FeedbackInbox } from '../../../core/ports/feedback-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import { feedbackInboxPath, receivedFeedbackList } from '../../platform-api/feedback-api';

/** The simulator's staging read of an establishment's feedback (behind its staging guard), for `--backend`. */
export class HttpFeedbackInbox implements FeedbackInbox {
  private readonly http: KyInstance;

  constructor(baseUrl: string, timeoutMs = 10_000) {
    this.http = stagingHttp(baseUrl, timeoutMs);
  }

  async list(restaurantId: RestaurantId): Promise<readonly ReceivedFeedback[]> {
    let response: Response;
    try {
      response = await this.http.get(feedbackInboxPath(restaurantId));
    } catch (error) {
      throw new GatewayError('network', error instanceof Error ? error.message : 'the simulator could not be reached');
    }
    const body = (await response.json().catch(() => null)) as unknown;
    if (response.status === 404) throw new GatewayError('not_found', `no establishment ${restaurantId}, or this backend keeps no feedback to read`);
    if (response.status === 403) throw new GatewayError('bad_request', 'this backend does not let its feedback be read (staging routes are off)');
    if (!response.ok) throw new GatewayError('server', `the backend answered ${response.status}`);
    const parsed = v.safeParse(receivedFeedbackList, body);
    if (!parsed.success) throw new GatewayError('malformed_response', 'the feedback list is not readable');
    return parsed.output;
  }
}
