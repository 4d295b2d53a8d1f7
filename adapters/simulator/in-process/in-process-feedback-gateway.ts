import type { BookingFeedbackPayload, FeedbackPayload, ReceivedFeedback } from '../../../core/domain/feedback/feedback';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { FeedbackGateway, FeedbackInbox } from '../../../core/ports/feedback-gateway';
import { callSimulator } from './simulator-call';
import type { SimulatorFeedback } from '../feedback/simulator-feedback';

/** What in-process calls count as their address for the burst window. */
const IN_PROCESS = 'in-process';

/** accounts 7 in process: the same checks as over the wire (the body crosses as plain JSON). */
export class InProcessFeedbackGateway implements FeedbackGateway {
  constructor(private readonly feedback: SimulatorFeedback) {}

  async sendFeedback(restaurantId: RestaurantId, payload: FeedbackPayload, idempotencyKey: string): Promise<void> {
    await callSimulator(() => this.feedback.receive(restaurantId, JSON.parse(JSON.stringify(payload)) as unknown, { ip: IN_PROCESS, idempotencyKey }));
  }

  async sendBookingFeedback(restaurantId: RestaurantId, payload: BookingFeedbackPayload, idempotencyKey: string): Promise<void> {
    await callSimulator(() => this.feedback.receiveBooking(restaurantId, JSON.parse(JSON.stringify(payload)) as unknown, { ip: IN_PROCESS, idempotencyKey }));
  }
}

export class InProcessFeedbackInbox implements FeedbackInbox {
  constructor(private readonly feedback: SimulatorFeedback) {}

  list(restaurantId: RestaurantId): Promise<readonly ReceivedFeedback[]> {
    return callSimulator(() => this.feedback.list(restaurantId));
  }
}
