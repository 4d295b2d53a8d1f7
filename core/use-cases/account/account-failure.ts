import type { FieldProblems } from '../../domain/account/account-validation';
import type { AccountRefusalKind } from '../../ports/account-gateway';
import { isAccountRefusal } from '../../ports/account-gateway';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';

/** A form the rules of accounts 5 refuse before anything is sent: field name to message key. */
export interface InvalidForm<F extends string> {
  readonly kind: 'invalid';
  readonly problems: FieldProblems<F>;
}

export interface Refused {
  readonly kind: 'refused';
  readonly refusal: AccountRefusalKind;
}

export type AccountFailure = Refused | LoadFailure;

/** What a gateway threw, as a value: the platform's refusal, or a failed call. */
export function accountFailure(error: unknown): AccountFailure {
  return isAccountRefusal(error) ? { kind: 'refused', refusal: error.kind } : loadFailure(error);
}

export function isRefusal(failure: { readonly kind: string }, refusal: AccountRefusalKind): boolean {
  return failure.kind === 'refused' && (failure as Refused).refusal === refusal;
}
