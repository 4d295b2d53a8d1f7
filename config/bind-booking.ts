import type { Container } from 'inversify';
import type { BookingGateway } from '../core/ports/booking-gateway';
import { BOOKING_GATEWAY } from '../core/ports/booking-gateway';
import type { ClientLog } from '../core/ports/client-log';
import { CLIENT_LOG } from '../core/ports/client-log';
import type { Clock } from '../core/ports/clock';
import { CLOCK } from '../core/ports/clock';
import type { IdGenerator } from '../core/ports/id-generator';
import { ID_GENERATOR } from '../core/ports/id-generator';

/** accounts 2 to 7, issue 8: the booking use cases; resolve them with container.getAsync. */
export const BOOKING_USE_CASES = {
  loadBooking: Symbol.for('ordering.useCase.LoadBooking'),
  submitBooking: Symbol.for('ordering.useCase.SubmitBooking'),
  loadEventBooking: Symbol.for('ordering.useCase.LoadEventBooking'),
  cancelEventBooking: Symbol.for('ordering.useCase.CancelEventBooking'),
} as const;

type Context = { get<T>(id: symbol): T; getAsync<T>(id: symbol): Promise<T> };

/**
 * Binds the booking gateway (made by `gateway`, loaded on demand in the browser: the booking screens'
 * own chunk) and the use cases over it. Needs CLIENT_LOG, CLOCK and ID_GENERATOR bound.
 */
export function bindBooking(container: Container, gateway: () => Promise<BookingGateway>): void {
  container.bind(BOOKING_GATEWAY).toDynamicValue(gateway).inSingletonScope();
  const bind = (token: symbol, create: (ctx: Context) => Promise<unknown>) => container.bind(token).toDynamicValue(create).inSingletonScope();
  const port = (ctx: Context) => ctx.getAsync<BookingGateway>(BOOKING_GATEWAY);
  const log = (ctx: Context) => ctx.get<ClientLog>(CLIENT_LOG);
  bind(BOOKING_USE_CASES.loadBooking, async (ctx) => {
    const { LoadBooking } = await import('../core/use-cases/booking/load-booking');
    return new LoadBooking(await port(ctx), await ctx.getAsync<Clock>(CLOCK), log(ctx));
  });
  bind(BOOKING_USE_CASES.submitBooking, async (ctx) => {
    const { SubmitBooking } = await import('../core/use-cases/booking/submit-booking');
    return new SubmitBooking(await port(ctx), ctx.get<IdGenerator>(ID_GENERATOR), log(ctx));
  });
  bind(BOOKING_USE_CASES.loadEventBooking, async (ctx) => new (await import('../core/use-cases/booking/event-booking')).LoadEventBooking(await port(ctx), log(ctx)));
  bind(BOOKING_USE_CASES.cancelEventBooking, async (ctx) => new (await import('../core/use-cases/booking/event-booking')).CancelEventBooking(await port(ctx), log(ctx)));
}
