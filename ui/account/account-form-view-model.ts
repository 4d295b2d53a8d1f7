import { makeAutoObservable } from 'mobx';
import type { FieldProblems } from '../../core/domain/account/account-validation';
import type { AccountFailure } from '../../core/use-cases/account/account-failure';

/**
 * The state every account form shares: its values, the message key under each field, whether it is
 * being sent. Nothing typed is lost on a refusal: the values stay as they were.
 */
export class AccountForm<F extends string> {
  values: Record<F, string>;
  problems: FieldProblems<F> = {};
  sending = false;
  /** Counts the submits that found problems, so the screen can move the focus to the first one. */
  failedRounds = 0;

  constructor(initial: Record<F, string>) {
    this.values = { ...initial };
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(field: F, value: string): void {
    this.values[field] = value;
    if (this.problems[field]) this.problems = { ...this.problems, [field]: undefined };
  }

  /** Starts a submit; false when one is under way. */
  begin(): boolean {
    if (this.sending) return false;
    this.sending = true;
    return true;
  }

  finish(problems: FieldProblems<F> = {}): void {
    this.sending = false;
    this.problems = problems;
    if (Object.values(problems).some(Boolean)) this.failedRounds += 1;
  }

  /** Back to the given values, no problems (the password modal opens with its fields reset). */
  reset(values: Record<F, string>): void {
    this.values = { ...values };
    this.problems = {};
    this.sending = false;
  }
}

/** A refused or failed call, as the key a form shows: too many attempts or no connection said as such, else the form's own key. */
export function failureKey(failure: AccountFailure, generic: string): string {
  if (failure.kind === 'refused') return failure.refusal === 'too_many_attempts' ? 'too_many_attempts' : generic;
  return failure.kind === 'network' ? 'connection_error' : generic;
}
