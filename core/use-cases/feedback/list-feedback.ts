import type { ReceivedFeedback } from '../../domain/feedback/feedback';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { FeedbackInbox } from '../../ports/feedback-gateway';

/** Support staff read an establishment's feedback, latest first (`ordering feedback list`). */
export class ListFeedback {
  constructor(private readonly inbox: FeedbackInbox) {}

  async execute(input: { readonly restaurantId: RestaurantId }): Promise<readonly ReceivedFeedback[]> {
    const received = await this.inbox.list(input.restaurantId);
    return [...received].sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
  }
}
