import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import { AccountRefusal } from '../../../core/ports/account-gateway';
import type { Clock } from '../../../core/ports/clock';
import type { AttemptStore } from './attempt-store';
import type { BackoffRule, WindowRule } from './stored-attempt-limits';
import { Backoff, WindowLimit } from './stored-attempt-limits';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * issue 15.7 and 15.10: the limits of the account calls (adapters/simulator/http-server/README.md says
 * them to the customer's side). An address is held to a number of calls in a window; an account is
 * never closed: its wrong passwords make the next try wait, a little longer each time, and the owner
 * passes that wait with a known device (known-devices.ts), a valid session (password change) or a reset
 * link. Every count is kept in the store.
 */
export const ACCOUNT_LIMIT_RULES = {
  /** Logins and password changes of one address. */
  loginsPerAddress: { max: 60, windowMs: 15 * MINUTE },
  /** Wrong passwords for one e-mail at one establishment, from clients that are not its known devices. */
  loginFailuresPerAccount: { free: 5, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  /** Wrong old passwords given by one session (a stolen session guessing the password). */
  passwordFailuresPerSession: { free: 5, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  /** Forgot-password, reset-link checks and resets of one address. */
  resetCallsPerAddress: { max: 30, windowMs: 15 * MINUTE },
  /**
   * Reset links mailed to one account: three at once, then after 5, 10, 20, 40 and at most 60 minutes.
   * Never more than an hour: when no mail goes, one sent within the hour is there, its link still valid.
   */
  resetMailsPerAccount: { free: 3, firstWaitMs: 5 * MINUTE, maxWaitMs: HOUR, forgetAfterMs: HOUR },
  /** Registrations of one address (each costs a deliberately slow hash). */
  registrationsPerAddress: { max: 30, windowMs: HOUR },
  /** E-mail changes of a profile (an e-mail taken by another account is refused: each is a question). */
  emailChangesPerAccount: { max: 5, windowMs: HOUR },
  emailChangesPerAddress: { max: 10, windowMs: HOUR },
} as const satisfies Record<string, WindowRule | BackoffRule>;

/** The key of an account's limits: the e-mail at the establishment, whether an account has it or not. */
export const accountKey = (restaurantId: RestaurantId, email: string) => `${restaurantId}:${email}`;

export class AccountLimits {
  readonly loginsPerAddress: WindowLimit;
  readonly loginFailuresPerAccount: Backoff;
  readonly passwordFailuresPerSession: Backoff;
  readonly resetCallsPerAddress: WindowLimit;
  readonly resetMailsPerAccount: Backoff;
  readonly registrationsPerAddress: WindowLimit;
  readonly emailChangesPerAccount: WindowLimit;
  readonly emailChangesPerAddress: WindowLimit;

  constructor(
    private readonly store: AttemptStore,
    clock: Clock,
  ) {
    const rules = ACCOUNT_LIMIT_RULES;
    this.loginsPerAddress = new WindowLimit(store, clock, 'login-address', rules.loginsPerAddress);
    this.loginFailuresPerAccount = new Backoff(store, clock, 'login-account', rules.loginFailuresPerAccount);
    this.passwordFailuresPerSession = new Backoff(store, clock, 'password-session', rules.passwordFailuresPerSession);
    this.resetCallsPerAddress = new WindowLimit(store, clock, 'reset-address', rules.resetCallsPerAddress);
    this.resetMailsPerAccount = new Backoff(store, clock, 'reset-mail-account', rules.resetMailsPerAccount);
    this.registrationsPerAddress = new WindowLimit(store, clock, 'register-address', rules.registrationsPerAddress);
    this.emailChangesPerAccount = new WindowLimit(store, clock, 'email-change-account', rules.emailChangesPerAccount);
    this.emailChangesPerAddress = new WindowLimit(store, clock, 'email-change-address', rules.emailChangesPerAddress);
  }

  /** Takes one attempt of each window; refuses with too_many_attempts at the first one used up. */
  take(...windows: readonly (readonly [WindowLimit, string])[]): void {
    for (const [window, key] of windows) if (!window.take(key)) throw new AccountRefusal('too_many_attempts');
  }

  /** Refuses with too_many_attempts while the key waits, without looking at the password: the wait tells nothing. */
  holdBack(backoff: Backoff, key: string): void {
    if (backoff.waitMs(key) > 0) throw new AccountRefusal('too_many_attempts');
  }

  /** Admin reset. */
  clear(): void {
    this.store.clear();
  }
}
