import { makeAutoObservable } from 'mobx';
import type { FeedbackCompletion, FeedbackField, FeedbackForm, FeedbackPlace, FeedbackProblems } from '../../core/domain/feedback/feedback';
import { COMMENT_SOFT_LIMIT, asksContact, feedbackProblems, isCommentTooLong, newFeedbackForm } from '../../core/domain/feedback/feedback';
import type { Result } from '../../core/domain/result';
import type { SendFeedbackFailure } from '../../core/use-cases/feedback/send-feedback';
import type { Notify } from '../notifications/notification-center';

export interface FeedbackDeps {
  /** Sends the form with SendFeedback or SendBookingFeedback (own chunk); the same key for a form sent again. */
  readonly send: (form: FeedbackForm, idempotencyKey: string) => Promise<Result<FeedbackCompletion, SendFeedbackFailure>>;
  readonly notify: Notify['notify'];
  /** accounts 4: what follows a feedback taken (close the dialog, go Home, open the review link). */
  readonly completed: (completion: FeedbackCompletion) => void;
  /** accounts 8: failures are logged (and a toast says feedback_error). */
  readonly warn: (message: string) => void;
  readonly newKey: () => string;
  /**
   * Runs once the pages the completion went to have settled (Home may redirect again): a toast given
   * before would go with the page it was given on (notification-center.ts).
   */
  readonly afterNavigation: (run: () => void) => void;
}

/**
 * The feedback form (accounts 2, 5, 8, 9): rating from 5, comment with its counter (invalid from 500),
 * the e-mail and name in the room and linker contexts, the opt-in. A problem is said at its field and
 * nothing is sent; a refusal or a failure shows feedback_error for 5 s and keeps what was typed.
 */
export class FeedbackViewModel {
  form: FeedbackForm;
  problems: FeedbackProblems = {};
  sending = false;
  sent = false;
  /** One key per content: a form sent again unchanged after a lost answer counts once. */
  private key: string;

  constructor(
    readonly place: FeedbackPlace,
    prefill: { readonly name?: string | null; readonly email?: string | null },
    private readonly deps: FeedbackDeps,
  ) {
    this.form = newFeedbackForm(prefill);
    this.key = deps.newKey();
    makeAutoObservable<FeedbackViewModel, 'deps' | 'key'>(this, { place: false, deps: false, key: false }, { autoBind: true });
  }

  get asksContact(): boolean {
    return asksContact(this.place);
  }

  get commentTooLong(): boolean {
    return isCommentTooLong(this.form.comments);
  }

  get commentLength(): number {
    return [...this.form.comments].length;
  }

  readonly commentSoftLimit = COMMENT_SOFT_LIMIT;

  setRate(rate: number): void {
    this.edit({ rate }, 'rate');
  }

  setComments(comments: string): void {
    this.edit({ comments }, 'comments');
  }

  setEmail(email: string): void {
    this.edit({ email }, 'email');
  }

  setName(name: string): void {
    this.edit({ name }, 'name');
  }

  setOptIn(optIn: boolean): void {
    this.edit({ optIn });
  }

  async submit(): Promise<boolean> {
    if (this.sending || this.sent) return false;
    const problems = feedbackProblems(this.form, this.place);
    if (Object.keys(problems).length > 0) {
      this.problems = problems;
      return false;
    }
    this.sending = true;
    let result: Result<FeedbackCompletion, SendFeedbackFailure>;
    try {
      result = await this.deps.send(this.form, this.key);
    } catch (error) {
      // The use case's chunk could not load: the same as a feedback not taken.
      result = { ok: false, error: { kind: 'not_sent', refusal: null, message: error instanceof Error ? error.message : String(error) } };
    }
    return this.settle(result);
  }

  private settle(result: Result<FeedbackCompletion, SendFeedbackFailure>): boolean {
    this.sending = false;
    if (!result.ok) {
      if (result.error.kind === 'invalid') {
        this.problems = result.error.problems;
        return false;
      }
      this.deps.warn(`feedback not sent: ${result.error.refusal ?? result.error.message}`);
      // accounts 8: anything but 200, or an exception, gives feedback_error for 5 s.
      this.deps.notify({ key: 'feedback_error', tone: 'error' });
      return false;
    }
    this.sent = true;
    this.deps.completed(result.value);
    // accounts 8: status 200 gives feedback_success for 5 s, on the page the customer ends on.
    const say = () => void this.deps.notify({ key: 'feedback_success', tone: 'success' });
    if (result.value.then === 'close-dialog') say();
    else this.deps.afterNavigation(say);
    return true;
  }

  private edit(change: Partial<FeedbackForm>, field?: FeedbackField): void {
    this.form = { ...this.form, ...change };
    this.key = this.deps.newKey();
    if (field && this.problems[field]) {
      const { [field]: _gone, ...others } = this.problems;
      this.problems = others;
    }
  }
}
