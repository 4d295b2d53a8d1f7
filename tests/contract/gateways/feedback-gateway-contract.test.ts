import { afterEach, describe, expect, it } from 'vitest';
import { HttpFeedbackGateway } from '../../../adapters/http/http-feedback-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { HttpFeedbackInbox } from '../../../adapters/simulator/admin/http-feedback-inbox';
import { InProcessFeedbackGateway, InProcessFeedbackInbox } from '../../../adapters/simulator/in-process/in-process-feedback-gateway';
import { FEEDBACK_BURST } from '../../../adapters/simulator/feedback/simulator-feedback';
import { startSimulator } from '../../../config/simulator';
import type { BookingFeedbackPayload, FeedbackPayload } from '../../../core/domain/feedback/feedback';
import type { FeedbackGateway, FeedbackInbox } from '../../../core/ports/feedback-gateway';
import { aTakeAwayPayload } from '../../unit/adapters/fixtures/order-payloads';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

type Made = { readonly feedback: FeedbackGateway; readonly inbox: FeedbackInbox; close(): Promise<void> };
type MakeGateway = (engine: SimulatorEngine) => Promise<Made>;

const implementations: readonly (readonly [string, MakeGateway])[] = [
  [
    'in-process simulator',
    async (engine) => ({ feedback: new InProcessFeedbackGateway(engine.feedback), inbox: new InProcessFeedbackInbox(engine.feedback), close: async () => undefined }),
  ],
  [
    'HTTP over the simulator server',
    async (engine) => {
      const server = await startSimulator({ engine, port: 0 });
      return {
        feedback: new HttpFeedbackGateway(new PlatformHttpClient({ baseUrl: server.url })),
        inbox: new HttpFeedbackInbox(server.url),
        close: () => server.close(),
      };
    },
  ],
];

const aFeedback = (overrides: Partial<FeedbackPayload> = {}): FeedbackPayload => ({
  orderNumber: '',
  name: 'Alice',
  email: 'alice@example.com',
  rate: 5,
  comments: 'Parfait',
  opt_in_promotions: true,
  type: 'order',
  ...overrides,
});

// accounts 3, 7 and 9: the feedback calls, the same through every gateway.
describe.each(implementations)('FeedbackGateway contract: %s', (_name, make) => {
  let engine: SimulatorEngine;
  let made: Made;
  afterEach(async () => {
    await made.close();
    engine.close();
  });

  async function withAnOrder(): Promise<string> {
    engine = anEngine();
    const placed = engine.placeOrder('le-comptoir', aTakeAwayPayload());
    if (!placed.accepted) throw new Error('the order was refused');
    made = await make(engine);
    return placed.order.order_number;
  }

  it('accounts 7: an order feedback is taken (200) and support reads it', async () => {
    const orderNumber = await withAnOrder();
    await made.feedback.sendFeedback('le-comptoir', aFeedback({ orderNumber }), 'k-1');
    expect(await made.inbox.list('le-comptoir')).toMatchObject([{ kind: 'order', type: 'order', orderNumber, rate: 5, email: 'alice@example.com', comments: 'Parfait', opt_in_promotions: true }]);
  });

  it('rate limit: one feedback per order; the same Idempotency-Key gets the first answer', async () => {
    const orderNumber = await withAnOrder();
    await made.feedback.sendFeedback('le-comptoir', aFeedback({ orderNumber }), 'k-1');
    await made.feedback.sendFeedback('le-comptoir', aFeedback({ orderNumber }), 'k-1');
    await expect(made.feedback.sendFeedback('le-comptoir', aFeedback({ orderNumber, rate: 1 }), 'k-2')).rejects.toMatchObject({ kind: 'feedback_already_sent' });
    expect(await made.inbox.list('le-comptoir')).toHaveLength(1);
  });

  it('refuses an order of another establishment as not found, and a bad e-mail or rate naming the field', async () => {
    const orderNumber = await withAnOrder();
    await expect(made.feedback.sendFeedback('hotel-riviera', aFeedback({ orderNumber }), 'k-1')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(made.feedback.sendFeedback('le-comptoir', aFeedback({ orderNumber, email: 'alice@@example' }), 'k-2')).rejects.toMatchObject({ kind: 'bad_request', field: 'email' });
    await expect(made.feedback.sendFeedback('le-comptoir', aFeedback({ orderNumber, rate: 6 }), 'k-3')).rejects.toMatchObject({ kind: 'bad_request', field: 'rate' });
    await expect(made.feedback.sendFeedback('le-comptoir', aFeedback({ orderNumber, rate: 4.5 }), 'k-4')).rejects.toMatchObject({ kind: 'bad_request', field: 'rate' });
    await expect(made.feedback.sendFeedback('le-comptoir', aFeedback({ orderNumber, comments: 'x'.repeat(2001) }), 'k-5')).rejects.toMatchObject({ field: 'comments' });
    await expect(
      made.feedback.sendFeedback('le-comptoir', { ...aFeedback({ orderNumber }), type: 'admin' as FeedbackPayload['type'] }, 'k-6'),
    ).rejects.toMatchObject({ kind: 'bad_request', field: 'type' });
    expect(await made.inbox.list('le-comptoir')).toEqual([]);
  });

  it('a room feedback needs an e-mail; a burst from one address is refused (too_many_feedbacks)', async () => {
    await withAnOrder();
    await expect(made.feedback.sendFeedback('hotel-riviera', aFeedback({ type: 'room', email: '' }), 'r-0')).rejects.toMatchObject({ field: 'email' });
    for (let index = 0; index < FEEDBACK_BURST.max; index++) {
      await made.feedback.sendFeedback('hotel-riviera', aFeedback({ type: 'room', rate: 4 }), `r-${index + 1}`);
    }
    await expect(made.feedback.sendFeedback('hotel-riviera', aFeedback({ type: 'room' }), 'r-x')).rejects.toMatchObject({ kind: 'too_many_feedbacks' });
    expect(await made.inbox.list('hotel-riviera')).toHaveLength(FEEDBACK_BURST.max);
  });

  /** A spa booking at the Riviera, and what its e-mail's feedback link carries: its number and its token (issue 15). */
  function aBooking(): { eventBookingId: number; feedbackToken: string } {
    const { uuid } = engine.bookings.submit('hotel-riviera', { name: 'Bob Martin', email: 'bob@example.com', nbPerson: 2, roomCategoryBookingId: 107, timeSlot: { day: '2025-06-13', slot: '14:00' } });
    const mail = engine.bookings.mails().find((each) => each.uuid === uuid);
    const link = new URL(mail?.feedbackLink ?? '', 'http://storefront.test').searchParams;
    return { eventBookingId: Number(link.get('eventBookingId')), feedbackToken: link.get('token') ?? '' };
  }

  const aBookingFeedback = (overrides: Partial<BookingFeedbackPayload> = {}): BookingFeedbackPayload => ({
    eventBookingId: 1,
    feedbackToken: '',
    name: '',
    email: '',
    rate: 5,
    comments: '',
    opt_in_promotions: false,
    ...overrides,
  });

  it('accounts 7: a booking feedback is taken once per booking, signed by whoever booked when it names no one; eventBookingId is a positive whole number', async () => {
    await withAnOrder();
    const booking = aBooking();
    await made.feedback.sendBookingFeedback('hotel-riviera', aBookingFeedback({ ...booking, rate: 3 }), 'b-1');
    await expect(made.feedback.sendBookingFeedback('hotel-riviera', aBookingFeedback({ ...booking, email: 'bob@example.com' }), 'b-2')).rejects.toMatchObject({
      kind: 'feedback_already_sent',
    });
    await expect(made.feedback.sendBookingFeedback('hotel-riviera', aBookingFeedback({ ...booking, eventBookingId: 0 }), 'b-3')).rejects.toMatchObject({
      kind: 'bad_request',
      field: 'eventBookingId',
    });
    expect(await made.inbox.list('hotel-riviera')).toMatchObject([{ kind: 'booking', eventBookingId: booking.eventBookingId, rate: 3, name: 'Bob Martin', email: 'bob@example.com' }]);
  });

  it('accounts 7: a booking feedback naming no booking of the establishment is refused', async () => {
    await withAnOrder();
    const booking = aBooking();
    await expect(made.feedback.sendBookingFeedback('hotel-riviera', aBookingFeedback({ ...booking, eventBookingId: booking.eventBookingId + 1 }), 'b-4')).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(await made.inbox.list('hotel-riviera')).toEqual([]);
  });

  it('issue 15: a booking feedback without its e-mail\u2019s token is refused as an unknown booking, and signs nothing', async () => {
    await withAnOrder();
    const booking = aBooking();
    for (const feedbackToken of ['', 'A'.repeat(43)]) {
      await expect(made.feedback.sendBookingFeedback('hotel-riviera', aBookingFeedback({ eventBookingId: booking.eventBookingId, feedbackToken, rate: 1 }), `b-${feedbackToken.length}`)).rejects.toMatchObject({
        kind: 'not_found',
      });
    }
    expect(await made.inbox.list('hotel-riviera')).toEqual([]);
  });
});
