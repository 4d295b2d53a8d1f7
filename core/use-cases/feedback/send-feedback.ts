import type { FeedbackCompletion, FeedbackForm, FeedbackPlace, FeedbackProblems } from '../../domain/feedback/feedback';
import { feedbackCompletion, feedbackProblems, originOf, sentContact } from '../../domain/feedback/feedback';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { FeedbackGateway, FeedbackRefusalKind } from '../../ports/feedback-gateway';
import { isFeedbackRefusal } from '../../ports/feedback-gateway';
import type { IdGenerator } from '../../ports/id-generator';

export type SendFeedbackFailure =
  /** accounts 5: nothing was sent. */
  | { readonly kind: 'invalid'; readonly problems: FeedbackProblems }
  /** accounts 8: toast feedback_error (refused: the platform said why). */
  | { readonly kind: 'not_sent'; readonly refusal: FeedbackRefusalKind | null; readonly message: string };

export interface SendFeedbackInput {
  readonly restaurantId: RestaurantId;
  readonly place: Exclude<FeedbackPlace, 'booking'>;
  /** The order number (route parameter); in a directory, the service's reference. */
  readonly orderNumber: string;
  readonly form: FeedbackForm;
  /** restaurant infos notation_network.google (accounts 3). */
  readonly reviewLink: string | null;
  /** The same key for a form sent again after a lost answer; a new one by default. */
  readonly idempotencyKey?: string;
}

/** accounts 2, 4, 5 and 7: the feedback after an order or from a room or linker directory. */
export class SendFeedback {
  constructor(
    private readonly gateway: FeedbackGateway,
    private readonly ids: IdGenerator,
  ) {}

  async execute(input: SendFeedbackInput): Promise<Result<FeedbackCompletion, SendFeedbackFailure>> {
    const problems = feedbackProblems(input.form, input.place);
    if (Object.keys(problems).length > 0 || input.form.rate === null) return fail({ kind: 'invalid', problems });
    const contact = sentContact(input.form, input.place);
    try {
      await this.gateway.sendFeedback(
        input.restaurantId,
        {
          orderNumber: input.orderNumber,
          name: contact.name,
          email: contact.email,
          rate: input.form.rate,
          comments: contact.comments,
          opt_in_promotions: input.form.optIn,
          type: originOf(input.place),
        },
        input.idempotencyKey ?? this.ids.next(),
      );
    } catch (error) {
      return fail(notSent(error));
    }
    return ok(feedbackCompletion(input.place, input.form.rate, input.reviewLink));
  }
}

export function notSent(error: unknown): SendFeedbackFailure {
  return {
    kind: 'not_sent',
    refusal: isFeedbackRefusal(error) ? error.kind : null,
    message: error instanceof Error ? error.message : String(error),
  };
}
