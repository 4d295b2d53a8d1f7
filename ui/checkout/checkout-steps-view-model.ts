import { makeAutoObservable } from 'mobx';
import type { CheckoutStepId } from '../../core/domain/checkout/checkout-steps';
import { checkoutSteps, problemsUpToStep, stepOfField } from '../../core/domain/checkout/checkout-steps';
import type { CheckoutViewModel } from './checkout-view-model';

/**
 * checkout 2 and 4: the hub's steps. On a phone one step is shown at a time, with Next and Previous; a
 * step moves forward only if it (and those before it) validates, and the last one sends the order. On a
 * desktop every step is shown and the validate button checks them all.
 */
export class CheckoutStepsViewModel {
  index = 0;
  /** Counts the moves, so the screen can put the focus on the new step's heading each time. */
  moves = 0;

  constructor(private readonly checkout: CheckoutViewModel) {
    makeAutoObservable<CheckoutStepsViewModel, 'checkout'>(this, { checkout: false }, { autoBind: true });
  }

  get steps(): CheckoutStepId[] {
    return checkoutSteps({ asksClientInfo: this.checkout.asksClientInfo, paymentModeCount: this.checkout.summaryAndPayment.paymentModeCount, inHousePay: this.checkout.summaryAndPayment.inHousePay });
  }

  /** The step shown on a phone (the index is kept within the steps, whose count may change with the order type). */
  get current(): CheckoutStepId {
    const steps = this.steps;
    return steps[Math.min(this.index, steps.length - 1)] ?? 'comments_and_summary';
  }

  get currentIndex(): number {
    return Math.min(this.index, this.steps.length - 1);
  }

  get isLast(): boolean {
    return this.currentIndex === this.steps.length - 1;
  }

  get isFirst(): boolean {
    return this.currentIndex === 0;
  }

  /** checkout 5: Next is disabled while the basket total is below the order type's minimum price. */
  get canGoNext(): boolean {
    return !this.checkout.totals.belowMinimum;
  }

  /** checkout 4: forward only if the steps so far validate; else their problems are shown. */
  next(): void {
    if (!this.canGoNext) return;
    const problems = problemsUpToStep(this.checkout.missing, this.steps, this.currentIndex);
    if (problems.length > 0) {
      this.checkout.showProblems(problems);
      this.goTo(this.stepOf(problems[0]?.field));
      return;
    }
    this.checkout.showProblems([]);
    this.goTo(this.currentIndex + 1);
  }

  /** checkout 2: a Previous step is allowed. */
  previous(): void {
    if (this.isFirst) return;
    this.goTo(this.currentIndex - 1);
  }

  /** After a refused submit on a phone: the first step holding a problem is shown. */
  showFirstProblem(): void {
    const first = this.checkout.problems[0];
    if (first) this.goTo(this.stepOf(first.field));
  }

  /** Issue 22.11: a line of the problems' summary leads to its field: on a phone, to the step holding it. */
  showStepOf(field: Parameters<typeof stepOfField>[0]): void {
    this.goTo(this.stepOf(field));
  }

  private stepOf(field: Parameters<typeof stepOfField>[0] | undefined): number {
    return field === undefined ? this.currentIndex : this.steps.indexOf(stepOfField(field, this.steps));
  }

  private goTo(index: number): void {
    const bounded = Math.max(0, Math.min(index, this.steps.length - 1));
    if (bounded !== this.currentIndex) this.moves += 1;
    this.index = bounded;
  }
}
