import { describe, expect, it } from 'vitest';
import type { FeedbackCompletion, FeedbackForm } from '../../../../core/domain/feedback/feedback';
import type { Result } from '../../../../core/domain/result';
import type { SendFeedbackFailure } from '../../../../core/use-cases/feedback/send-feedback';
import { FeedbackViewModel } from '../../../../ui/feedback/feedback-view-model';

function aViewModel(place: 'order' | 'room', answer: Result<FeedbackCompletion, SendFeedbackFailure>) {
  const calls = { sent: [] as { form: FeedbackForm; key: string }[], toasts: [] as string[], completed: [] as FeedbackCompletion[], warnings: [] as string[] };
  let keys = 0;
  const feedback = new FeedbackViewModel(place, { name: 'Alice' }, {
    send: async (form, key) => {
      calls.sent.push({ form, key });
      return answer;
    },
    notify: (notification) => {
      calls.toasts.push(notification.key);
      return 1;
    },
    completed: (completion) => calls.completed.push(completion),
    warn: (message) => calls.warnings.push(message),
    newKey: () => `key-${++keys}`,
    afterNavigation: (run) => run(),
  });
  return { feedback, calls };
}

const home: FeedbackCompletion = { then: 'home', reviewLink: 'https://g.page/x' };

describe('FeedbackViewModel (accounts 2, 5, 8, 9)', () => {
  it('starts at 5 stars with the query name; sends, says feedback_success and completes', async () => {
    const { feedback, calls } = aViewModel('order', { ok: true, value: home });
    expect(feedback.form.rate).toBe(5);
    expect(feedback.form.name).toBe('Alice');
    expect(await feedback.submit()).toBe(true);
    expect(calls.toasts).toEqual(['feedback_success']);
    expect(calls.completed).toEqual([home]);
  });

  it('accounts 5: the room context asks the e-mail: nothing sent, the problem at its field until edited', async () => {
    const { feedback, calls } = aViewModel('room', { ok: true, value: home });
    expect(feedback.asksContact).toBe(true);
    expect(await feedback.submit()).toBe(false);
    expect(feedback.problems).toEqual({ email: 'field_required' });
    expect(calls.sent).toEqual([]);
    feedback.setEmail('alice@example.com');
    expect(feedback.problems).toEqual({});
  });

  it('accounts 5 and 9: the comment turns invalid at 500 characters', () => {
    const { feedback } = aViewModel('order', { ok: true, value: home });
    feedback.setComments('a'.repeat(499));
    expect(feedback.commentTooLong).toBe(false);
    feedback.setComments('a'.repeat(500));
    expect(feedback.commentTooLong).toBe(true);
  });

  it('accounts 8: a refusal says feedback_error, is logged, keeps the form; sent again unchanged it keeps its key', async () => {
    const { feedback, calls } = aViewModel('order', { ok: false, error: { kind: 'not_sent', refusal: 'too_many_feedbacks', message: 'too_many_feedbacks' } });
    feedback.setComments('Très bon');
    await feedback.submit();
    await feedback.submit();
    expect(calls.toasts).toEqual(['feedback_error', 'feedback_error']);
    expect(calls.warnings[0]).toContain('too_many_feedbacks');
    expect(feedback.form.comments).toBe('Très bon');
    expect(calls.sent.map((each) => each.key)).toEqual(['key-2', 'key-2']);
    feedback.setRate(3);
    await feedback.submit();
    expect(calls.sent.at(-1)?.key).toBe('key-3');
  });
});
