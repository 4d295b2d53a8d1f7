import { describe, expect, it } from 'vitest';
import type { BookingFeedbackPayload, FeedbackPayload } from '../../../../../core/domain/feedback/feedback';
import { newFeedbackForm } from '../../../../../core/domain/feedback/feedback';
import type { FeedbackGateway } from '../../../../../core/ports/feedback-gateway';
import { FeedbackRefusal } from '../../../../../core/ports/feedback-gateway';
import { SendBookingFeedback } from '../../../../../core/use-cases/feedback/send-booking-feedback';
import { SendFeedback } from '../../../../../core/use-cases/feedback/send-feedback';

class RecordingGateway implements FeedbackGateway {
  readonly sent: { payload: FeedbackPayload | BookingFeedbackPayload; key: string }[] = [];
  failure: Error | null = null;
  async sendFeedback(_restaurantId: string, payload: FeedbackPayload, key: string): Promise<void> {
    if (this.failure) throw this.failure;
    this.sent.push({ payload, key });
  }
  async sendBookingFeedback(_restaurantId: string, payload: BookingFeedbackPayload, key: string): Promise<void> {
    if (this.failure) throw this.failure;
    this.sent.push({ payload, key });
  }
}

const ids = { next: () => 'key-1' };
const link = 'https://g.page/le-comptoir/review';

describe('SendFeedback (accounts 2, 4, 5, 7)', () => {
  it('sends the order feedback with the payload of accounts 3 and says where to go', async () => {
    const gateway = new RecordingGateway();
    const result = await new SendFeedback(gateway, ids).execute({
      restaurantId: 'le-comptoir',
      place: 'order',
      orderNumber: '7KQ2M9XF3HTA',
      form: { ...newFeedbackForm({ name: 'alice', email: 'Alice@Example.com' }), comments: ' Très bon ', optIn: true },
      reviewLink: link,
    });
    expect(result).toEqual({ ok: true, value: { then: 'home', reviewLink: link } });
    expect(gateway.sent).toEqual([
      {
        payload: { orderNumber: '7KQ2M9XF3HTA', name: 'alice', email: 'alice@example.com', rate: 5, comments: 'Très bon', opt_in_promotions: true, type: 'order' },
        key: 'key-1',
      },
    ]);
  });

  it('sends nothing when the form is invalid (room context without e-mail)', async () => {
    const gateway = new RecordingGateway();
    const result = await new SendFeedback(gateway, ids).execute({ restaurantId: 'hotel-riviera', place: 'room', orderNumber: 'room-12', form: newFeedbackForm(), reviewLink: link });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', problems: { email: 'field_required' } } });
    expect(gateway.sent).toEqual([]);
  });

  it('accounts 8: a refusal is a failure naming it (toast feedback_error)', async () => {
    const gateway = new RecordingGateway();
    gateway.failure = new FeedbackRefusal('feedback_already_sent');
    const result = await new SendFeedback(gateway, ids).execute({ restaurantId: 'le-comptoir', place: 'order', orderNumber: 'X', form: newFeedbackForm(), reviewLink: null });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not_sent', refusal: 'feedback_already_sent' } });
  });
});

describe('SendBookingFeedback (accounts 2, 4, 7)', () => {
  const token = 'q2Vb8TzXk1mN4pR7sW0yA3cE6gJ9hL2oU5iD8fK1nQw';

  it('sends eventBookingId with the link\u2019s token (issue 15) and goes Home', async () => {
    const gateway = new RecordingGateway();
    const result = await new SendBookingFeedback(gateway, ids).execute({
      restaurantId: 'hotel-riviera',
      eventBookingId: 12,
      feedbackToken: token,
      form: { ...newFeedbackForm({ email: 'bob@example.com' }), rate: 4 },
    });
    expect(result).toEqual({ ok: true, value: { then: 'home', reviewLink: null } });
    expect(gateway.sent[0]?.payload).toEqual({ eventBookingId: 12, feedbackToken: token, name: '', email: 'bob@example.com', rate: 4, comments: '', opt_in_promotions: false });
  });

  it('refuses a booking id that is not a positive whole number, sending nothing', async () => {
    const gateway = new RecordingGateway();
    const result = await new SendBookingFeedback(gateway, ids).execute({ restaurantId: 'hotel-riviera', eventBookingId: 0, feedbackToken: token, form: newFeedbackForm() });
    expect(result.ok).toBe(false);
    expect(gateway.sent).toEqual([]);
  });

  it.each([[''], ['short'], ['with spaces and more than twenty'], ['x'.repeat(200)]])('issue 15: a link without a valid token (%j) sends nothing', async (feedbackToken) => {
    const gateway = new RecordingGateway();
    const result = await new SendBookingFeedback(gateway, ids).execute({ restaurantId: 'hotel-riviera', eventBookingId: 12, feedbackToken, form: newFeedbackForm() });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not_sent' } });
    expect(gateway.sent).toEqual([]);
  });
});
