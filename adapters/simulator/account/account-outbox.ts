import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';

/**
 * Why the simulator "e-mailed" a reset link: the customer asked for one (accounts 2, Forgot password),
 * or someone registered with an e-mail that has an account (issue 15.7: the registration is answered
 * as any other, and the owner learns of it by this mail, which lets them sign in or choose a password).
 */
export type ResetMailReason = 'forgot_password' | 'registered_again';

/** What the simulator's outbox keeps of a reset "e-mail": the link it would carry (staging only). */
export interface PasswordResetMail {
  readonly restaurantId: RestaurantId;
  readonly email: string;
  /** The storefront's reset page with its token (accounts 2: /{id}/v/reset-password?token=). */
  readonly link: string;
  readonly requestedAt: string;
  readonly reason: ResetMailReason;
}

const MAX_OUTBOX = 200;

/** The simulator sends no e-mail: it keeps the latest 200 here, in memory, for staging to read. */
export class AccountOutbox {
  private readonly mails: PasswordResetMail[] = [];

  send(mail: PasswordResetMail): void {
    this.mails.push(mail);
    if (this.mails.length > MAX_OUTBOX) this.mails.shift();
  }

  /** Latest last. */
  list(): readonly PasswordResetMail[] {
    return [...this.mails];
  }

  clear(): void {
    this.mails.length = 0;
  }
}
