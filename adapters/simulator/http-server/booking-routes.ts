import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOOKING_ADMIN_ROUTES, BOOKING_ROUTES } from '../../platform-api/booking-api';
import { IDEMPOTENCY_HEADERS } from '../../platform-api/platform-api';
import { SimulatorError } from '../engine/simulator-error';
import type { OwnAddress } from './staging-guard';
import { stagingGuard } from './staging-guard';
import type { SimulatorBookings } from '../booking/simulator-bookings';

type Params = { Params: { restaurantId: string; categoryId?: string; uuid?: string }; Querystring: Record<string, string | undefined> };

function categoryIdOf(request: FastifyRequest<Params>): number {
  const raw = request.params.categoryId ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw new SimulatorError('bad_request', 'a booking id is a number', 'categoryId');
  return Number(raw);
}

/** accounts 7: the booking calls (our paths, adapters/platform-api/booking-api.ts). */
export function registerBookingRoutes(app: FastifyInstance, bookings: SimulatorBookings): void {
  app.get<Params>(BOOKING_ROUTES.booking, async (request) =>
    bookings.booking(request.params.restaurantId, categoryIdOf(request), { from: request.query.from, to: request.query.to }),
  );
  app.post<Params>(BOOKING_ROUTES.submit, async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADERS.key];
    if (Array.isArray(key)) throw new SimulatorError('bad_request', 'one idempotency key per request', 'Idempotency-Key');
    return reply.code(201).send(bookings.submit(request.params.restaurantId, request.body, key));
  });
  app.get<Params>(BOOKING_ROUTES.eventBooking, async (request) => bookings.eventBooking(request.params.restaurantId, request.params.uuid ?? ''));
  app.post<Params>(BOOKING_ROUTES.status, async (request) => bookings.updateStatus(request.params.restaurantId, request.params.uuid ?? '', request.body));
}

/** Staging (support's `booking list`, and the confirmation e-mails for tests and QA), behind the staging guard. */
export async function registerBookingAdminRoutes(app: FastifyInstance, bookings: SimulatorBookings, address: () => OwnAddress | null): Promise<void> {
  app.addHook('onRequest', stagingGuard(address));
  app.get<{ Querystring: Record<string, string | undefined> }>(BOOKING_ADMIN_ROUTES.list, async (request) => {
    const restaurant = request.query.restaurant;
    if (!restaurant) throw new SimulatorError('bad_request', 'restaurant is required', 'restaurant');
    return bookings.list(restaurant, request.query.day);
  });
  app.post<{ Params: { uuid: string } }>(BOOKING_ADMIN_ROUTES.confirm, async (request) => bookings.confirm(request.params.uuid));
  app.get(BOOKING_ADMIN_ROUTES.mails, async () => bookings.mails());
}
