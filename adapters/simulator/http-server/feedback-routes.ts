import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FeedbackRefusalKind } from '../../../core/ports/feedback-gateway';
import { isFeedbackRefusal } from '../../../core/ports/feedback-gateway';
import { FEEDBACK_ROUTES } from '../../platform-api/feedback-api';
import { IDEMPOTENCY_HEADERS } from '../../platform-api/platform-api';
import { SimulatorError } from '../engine/simulator-error';
import type { OwnAddress } from './staging-guard';
import { stagingGuard } from './staging-guard';
import type { FeedbackCaller, SimulatorFeedback } from '../feedback/simulator-feedback';

type FeedbackRequest = FastifyRequest<{ Querystring: { restaurant_token?: string } }>;

const STATUS_OF: Readonly<Record<FeedbackRefusalKind, number>> = {
  feedback_already_sent: 409,
  too_many_feedbacks: 429,
};

function restaurantOf(request: FeedbackRequest): string {
  const token = request.query.restaurant_token;
  if (typeof token !== 'string' || token === '' || token.length > 100) throw new SimulatorError('bad_request', 'restaurant_token is required', 'restaurant_token');
  return token;
}

function callerOf(request: FastifyRequest): FeedbackCaller {
  const key = request.headers[IDEMPOTENCY_HEADERS.key];
  if (Array.isArray(key)) throw new SimulatorError('bad_request', 'one idempotency key per request', 'Idempotency-Key');
  return { ip: request.ip, ...(key !== undefined && { idempotencyKey: key }) };
}

/** accounts 8: status 200 is success; a named refusal carries its status and `{ error, message }`. */
function answer(reply: FastifyReply, call: () => unknown): FastifyReply {
  try {
    return reply.code(200).send(call());
  } catch (error) {
    if (!isFeedbackRefusal(error)) throw error;
    return reply.code(STATUS_OF[error.kind]).send({ error: error.kind, message: error.kind });
  }
}

/** accounts 7: POST /customer/feedback and /customer/feedback-booking, query restaurant_token. */
export function registerFeedbackRoutes(app: FastifyInstance, feedback: SimulatorFeedback): void {
  app.post(FEEDBACK_ROUTES.feedback, (request: FeedbackRequest, reply) => answer(reply, () => feedback.receive(restaurantOf(request), request.body, callerOf(request))));
  app.post(FEEDBACK_ROUTES.bookingFeedback, (request: FeedbackRequest, reply) =>
    answer(reply, () => feedback.receiveBooking(restaurantOf(request), request.body, callerOf(request))),
  );
}

/** Staging (behind the guard): support reads an establishment's feedback (`ordering feedback list`). */
export function registerFeedbackInbox(app: FastifyInstance, feedback: SimulatorFeedback, address: () => OwnAddress | null): void {
  app.addHook('onRequest', stagingGuard(address));
  app.get<{ Params: { restaurantId: string } }>(FEEDBACK_ROUTES.inbox, async (request) => feedback.list(request.params.restaurantId));
}
