import type { Container } from 'inversify';
import type { FeedbackGateway, FeedbackInbox } from '../core/ports/feedback-gateway';
import { FEEDBACK_GATEWAY, FEEDBACK_INBOX } from '../core/ports/feedback-gateway';
import type { IdGenerator } from '../core/ports/id-generator';
import { ID_GENERATOR } from '../core/ports/id-generator';

/** accounts 2 to 8, feedback: its use cases (their own chunks, loaded with the feedback screens). */
export const FEEDBACK_USE_CASES = {
  sendFeedback: Symbol.for('ordering.useCase.SendFeedback'),
  sendBookingFeedback: Symbol.for('ordering.useCase.SendBookingFeedback'),
  listFeedback: Symbol.for('ordering.useCase.ListFeedback'),
} as const;

type Context = { get<T>(id: symbol): T; getAsync<T>(id: symbol): Promise<T> };

/**
 * Binds the feedback gateway (and, where support reads it, the inbox) and the use cases on them. The
 * gateway is made on first use, so the browser loads its adapter with the feedback screens only.
 */
export function bindFeedback(container: Container, adapters: { gateway: () => Promise<FeedbackGateway>; inbox?: () => Promise<FeedbackInbox> }): void {
  const bind = (token: symbol, create: (ctx: Context) => Promise<unknown>) => container.bind(token).toDynamicValue(create).inSingletonScope();
  bind(FEEDBACK_GATEWAY, () => adapters.gateway());
  const gateway = (ctx: Context) => ctx.getAsync<FeedbackGateway>(FEEDBACK_GATEWAY);
  const ids = (ctx: Context) => ctx.get<IdGenerator>(ID_GENERATOR);
  bind(FEEDBACK_USE_CASES.sendFeedback, async (ctx) => new (await import('../core/use-cases/feedback/send-feedback')).SendFeedback(await gateway(ctx), ids(ctx)));
  bind(FEEDBACK_USE_CASES.sendBookingFeedback, async (ctx) => new (await import('../core/use-cases/feedback/send-booking-feedback')).SendBookingFeedback(await gateway(ctx), ids(ctx)));
  const { inbox } = adapters;
  if (inbox) {
    bind(FEEDBACK_INBOX, () => inbox());
    bind(FEEDBACK_USE_CASES.listFeedback, async (ctx) => new (await import('../core/use-cases/feedback/list-feedback')).ListFeedback(await ctx.getAsync<FeedbackInbox>(FEEDBACK_INBOX)));
  }
}
