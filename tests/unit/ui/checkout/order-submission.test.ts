import { describe, expect, it } from 'vitest';
import type { CheckoutProblem } from '../../../../core/domain/checkout/checkout-validation';
import { IN_PROGRESS_TIMEOUT_MS } from '../../../../core/domain/checkout/in-progress-timeout';
import type { Timers } from '../../../../ui/notifications/notification-center';
import { OrderSubmission } from '../../../../ui/checkout/order-submission';

/** Timers the test fires by hand: the 25 s of checkout 4 pass when the test says so. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      next += 1;
      pending.set(next, { callback, ms });
      return next;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  const fireAll = () => [...pending.values()].forEach((timer) => timer.callback());
  return { timers, pending, fireAll };
}

const aProblem: CheckoutProblem = { field: 'phone', key: 'incorrect_phone_number' };

describe('the order submission the checkout and the group checkout share (checkout 4, 5 and 8)', () => {
  it('checkout 5: with problems, nothing is sent, every problem shows and the focus round moves', async () => {
    const { timers } = manualTimers();
    const submission = new OrderSubmission({ restaurantId: 'le-comptoir', timers });
    let sent = false;
    await submission.send([aProblem], async () => void (sent = true));
    expect(sent).toBe(false);
    expect(submission.problems).toEqual([aProblem]);
    expect(submission.validationRound).toBe(1);
    expect(submission.state).toEqual({ kind: 'editing' });
    submission.clearProblem('phone');
    expect(submission.problemOf('phone')).toBeNull();
  });

  it('checkout 4: 25 s without an answer turns to the error and warns the platform; a late failure changes nothing', async () => {
    const { timers, pending, fireAll } = manualTimers();
    const warnings: string[] = [];
    const submission = new OrderSubmission({ restaurantId: 'le-comptoir', timers, warn: (message) => warnings.push(message) });
    let answer!: () => void;
    const sending = submission.send([], () => new Promise<void>((resolve) => (answer = resolve)));
    expect(submission.isSending).toBe(true);
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([IN_PROGRESS_TIMEOUT_MS]);
    fireAll();
    expect(submission.state).toEqual({ kind: 'timed_out' });
    expect(warnings).toHaveLength(1);
    submission.lost('outcome_unknown');
    expect(submission.state).toEqual({ kind: 'timed_out' });
    answer();
    await sending;
    expect(pending.size).toBe(0);
  });

  it('an order that could not start (a throw) was not sent: failed, and an earlier attempt may be resumed', async () => {
    const { timers } = manualTimers();
    const submission = new OrderSubmission({ restaurantId: 'le-comptoir', timers });
    await submission.send([], () => Promise.reject(new Error('chunk failed to load')));
    expect(submission.state).toEqual({ kind: 'failed' });
    expect(submission.mayResume).toBe(true);
    submission.setState({ kind: 'sending' });
    expect(submission.mayResume).toBe(false);
  });

  it('the screen gone, an answer is recorded but navigates nowhere', () => {
    const submission = new OrderSubmission({ restaurantId: 'le-comptoir', timers: manualTimers().timers });
    const end = submission.start();
    expect(submission.hasLeft).toBe(false);
    end();
    expect(submission.hasLeft).toBe(true);
  });
});
