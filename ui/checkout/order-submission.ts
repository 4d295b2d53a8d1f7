import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckoutProblem } from '../../core/domain/checkout/checkout-validation';
import { IN_PROGRESS_TIMEOUT_MS, inProgressTimeoutWarning } from '../../core/domain/checkout/in-progress-timeout';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { Timers } from '../notifications/notification-center';
import type { SendingState } from './order-sending';

export interface OrderSubmissionDeps {
  /** The establishment (or group) the order goes to, named in the in-progress timeout's warning. */
  readonly restaurantId: RestaurantId;
  /** checkout 4: the in-progress screen's 25 s timer. */
  readonly timers: Timers;
  /** checkout 7: the in-progress timeout is reported to the platform (the client log use case). */
  readonly warn?: (message: string) => void;
}

/**
 * What the checkout and the group checkout share when they send an order (checkout 4, 5 and 8): the
 * problems shown and the round that moves the focus to them, the sending state, the 25 s in-progress timer
 * and its warning, and whether the screen is still there to follow the answer.
 */
export class OrderSubmission {
  state: SendingState = { kind: 'editing' };
  problems: readonly CheckoutProblem[] = [];
  /** Counts the submits that found problems, so the screen can move the focus to them each time. */
  validationRound = 0;
  /** The screen went away (back to the menu): an answer coming later must not pull the customer back. */
  private left = false;

  constructor(private readonly deps: OrderSubmissionDeps) {
    makeAutoObservable<OrderSubmission, 'deps' | 'left'>(this, { deps: false, left: false }, { autoBind: true });
  }

  get isSending(): boolean {
    return this.state.kind === 'sending';
  }

  /** The screen is gone: an answer arriving now is recorded but navigates nowhere. */
  get hasLeft(): boolean {
    return this.left;
  }

  /**
   * Issue 15.5: whether an earlier attempt's fate, asked when the page loads, may still be shown: not while
   * a submit under way asks the same question and follows its own answer.
   */
  get mayResume(): boolean {
    return this.state.kind === 'editing' || this.state.kind === 'failed' || this.state.kind === 'outcome_unknown';
  }

  /** The screen shows: answers are followed. Its end (back to the menu) stops them from navigating. */
  start(): () => void {
    this.left = false;
    return () => {
      this.left = true;
    };
  }

  setState(state: SendingState): void {
    this.state = state;
  }

  problemOf(field: string): CheckoutProblem | null {
    return this.problems.find((problem) => problem.field === field) ?? null;
  }

  clearProblem(field: string): void {
    if (this.problems.some((problem) => problem.field === field)) this.problems = this.problems.filter((problem) => problem.field !== field);
  }

  /** The problems shown, judged again (after a change elsewhere): no new round, the focus stays. */
  setProblems(problems: readonly CheckoutProblem[]): void {
    this.problems = problems;
  }

  /** Shows problems (a submit, a step that does not validate, the use case's own check) and counts the round. */
  showProblems(problems: readonly CheckoutProblem[]): void {
    this.problems = problems;
    if (problems.length > 0) this.validationRound += 1;
  }

  /**
   * checkout 5 then 4: with problems, they are all shown at once and nothing is sent; else the in-progress
   * screen shows while `sendOrder` runs, and turns to the error after 25 s without an answer. A throw from
   * `sendOrder` (a bug, a chunk that failed to load) means the order was not sent.
   */
  async send(problems: readonly CheckoutProblem[], sendOrder: () => Promise<void>): Promise<void> {
    this.showProblems(problems);
    if (problems.length > 0) {
      this.state = { kind: 'editing' };
      return;
    }
    this.state = { kind: 'sending' };
    const timer = this.deps.timers.setTimeout(this.giveUpWaiting, IN_PROGRESS_TIMEOUT_MS);
    try {
      await sendOrder();
    } catch {
      runInAction(() => this.lost('failed'));
    } finally {
      this.deps.timers.clearTimeout(timer);
    }
  }

  /** The use case found problems the screen did not: shown like a submit's, the form back. */
  invalid(problems: readonly CheckoutProblem[]): void {
    this.showProblems(problems);
    this.state = { kind: 'editing' };
  }

  /** Not sent, or its answer lost (issue 15.5). After the 25 s error a late failure changes nothing: the error screen stays. */
  lost(kind: 'failed' | 'outcome_unknown'): void {
    if (this.state.kind === 'sending') this.state = { kind };
  }

  private giveUpWaiting(): void {
    if (this.state.kind !== 'sending') return;
    this.deps.warn?.(inProgressTimeoutWarning(this.deps.restaurantId));
    this.state = { kind: 'timed_out' };
  }
}
