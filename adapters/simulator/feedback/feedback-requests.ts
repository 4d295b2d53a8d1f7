import * as v from 'valibot';
import { isEmailValid } from '../../../core/domain/checkout/contact-rules';
import { MAX_NAME_LENGTH, nameProblem } from '../../../core/domain/checkout/name-rules';
import { COMMENT_MAX_LENGTH, FEEDBACK_ORIGINS, MAX_RATE, MIN_RATE } from '../../../core/domain/feedback/feedback';
import { SimulatorError } from '../engine/simulator-error';

/** accounts 3: rate 1 to 5, a whole number. */
const rate = v.pipe(v.number(), v.integer(), v.minValue(MIN_RATE), v.maxValue(MAX_RATE));
/** The UI's 500 is a soft limit (accounts 9); the server bounds what it keeps. */
const comments = v.optional(v.pipe(v.string(), v.maxLength(COMMENT_MAX_LENGTH, `a comment holds at most ${COMMENT_MAX_LENGTH} characters`)), '');
/** Optional, or an e-mail address. */
const email = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(254),
    v.check((value) => value.trim() === '' || isEmailValid(value.trim()), 'not an e-mail address'),
  ),
  '',
);
/** Optional, or a name of 2 to 100 visible characters without control characters (as checkout's names). */
const name = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(MAX_NAME_LENGTH * 4),
    v.check((value) => value.trim() === '' || nameProblem(value) === null, 'a name holds 2 to 100 visible characters'),
  ),
  '',
);

/** accounts 3, Feedback payload (order, room, linker): type in the allow-list, room by default. */
export const feedbackRequest = v.object({
  orderNumber: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
  name,
  email,
  rate,
  comments,
  opt_in_promotions: v.optional(v.boolean(), false),
  type: v.optional(v.picklist(FEEDBACK_ORIGINS, `type is one of ${FEEDBACK_ORIGINS.join(', ')}`), 'room'),
});

/** accounts 3, Booking feedback payload: eventBookingId a positive whole number. */
export const bookingFeedbackRequest = v.object({
  eventBookingId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  name,
  email,
  rate,
  comments,
  opt_in_promotions: v.optional(v.boolean(), false),
});

export function parseFeedbackBody<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  const [issue] = parsed.issues;
  throw new SimulatorError('bad_request', issue.message, v.getDotPath(issue) ?? 'body');
}
