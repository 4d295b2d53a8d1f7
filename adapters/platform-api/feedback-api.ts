import * as v from 'valibot';

/** accounts 7: the platform's exact paths (relative to the API base), query restaurant_token. */
export const FEEDBACK_PATHS = {
  feedback: 'customer/feedback',
  bookingFeedback: 'customer/feedback-booking',
} as const;

/** The simulator's route patterns, and its staging read for support (ours: the spec shows none). */
export const FEEDBACK_ROUTES = {
  feedback: `/${FEEDBACK_PATHS.feedback}`,
  bookingFeedback: `/${FEEDBACK_PATHS.bookingFeedback}`,
  inbox: '/_simulator/restaurants/:restaurantId/feedback',
} as const;

export const feedbackInboxPath = (restaurantId: string) => `_simulator/restaurants/${encodeURIComponent(restaurantId)}/feedback`;

/** A refusal the platform names (409, 429 with `{ error }`). */
export const feedbackErrorBody = v.object({ error: v.picklist(['feedback_already_sent', 'too_many_feedbacks']) });

/** ReceivedFeedback as the staging read answers it. */
export const receivedFeedbackList = v.array(
  v.object({
    kind: v.picklist(['order', 'booking']),
    restaurantId: v.string(),
    orderNumber: v.nullable(v.string()),
    eventBookingId: v.nullable(v.number()),
    type: v.picklist(['room', 'linker', 'order', 'booking']),
    rate: v.number(),
    comments: v.string(),
    name: v.string(),
    email: v.string(),
    opt_in_promotions: v.boolean(),
    receivedAt: v.string(),
  }),
);
