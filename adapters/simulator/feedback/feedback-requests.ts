import * as v from 'valibot';
import { isEmailValid } from '../../../core/domain/checkout/contact-rules';
import { COMMENT_MAX_LENGTH, FEEDBACK_ORIGINS, MAX_RATE, MIN_RATE } from '../../../core/domain/feedback/feedback';
import { optionalPersonName, trimmedText } from '../../platform-api/text-schemas';
import { SimulatorError } from '../engine/simulator-error';

/** accounts 3: rate 1 to 5, a whole number. */
const rate = v.pipe(v.number(), v.integer(), v.minValue(MIN_RATE), v.maxValue(MAX_RATE));
/**
 * The UI's 500 is a soft limit (accounts 9); the server bounds what it keeps. Every text follows the text
 * policy (issue 15): the comment a multiline text, the others one-line texts, the name checkout 5's rules.
 */
const comments = v.optional(trimmedText('multiline', COMMENT_MAX_LENGTH), '');
/** Optional, or an e-mail address (kept lowercased). */
const email = v.optional(
  v.pipe(
    trimmedText('line', 254),
    v.check((value) => value === '' || isEmailValid(value), 'not an e-mail address'),
    v.toLowerCase(),
  ),
  '',
);
/** Optional, or a name of 2 to 100 characters that show (as checkout's names). */
const name = v.optional(optionalPersonName, '');

/** accounts 3, Feedback payload (order, room, linker): type in the allow-list, room by default. */
export const feedbackRequest = v.object({
  orderNumber: v.optional(trimmedText('line', 40), ''),
  name,
  email,
  rate,
  comments,
  opt_in_promotions: v.optional(v.boolean(), false),
  type: v.optional(v.picklist(FEEDBACK_ORIGINS, `type is one of ${FEEDBACK_ORIGINS.join(', ')}`), 'room'),
});

/**
 * accounts 3, Booking feedback payload: eventBookingId a positive whole number; ours (issue 15), the token
 * of the booking e-mail's link (a missing or wrong one is refused as an unknown booking, not here).
 */
export const bookingFeedbackRequest = v.object({
  eventBookingId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  feedbackToken: v.optional(v.pipe(v.string(), v.maxLength(128)), ''),
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
