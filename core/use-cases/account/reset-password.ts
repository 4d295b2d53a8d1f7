import type { SessionUser } from '../../domain/account/account';
import { hasProblems, validateResetPassword } from '../../domain/account/account-validation';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { AccountGateway } from '../../ports/account-gateway';
import type { AccountFailure, InvalidForm } from './account-failure';
import { accountFailure } from './account-failure';
import type { AccountSessionStore } from './account-session-store';

export interface ResetPasswordInput {
  readonly restaurantId: RestaurantId;
  readonly token: string;
  readonly password: string;
  readonly confirmation: string;
}

/** accounts 2 and 5, Reset password: 8 to 20 characters, confirmation equal; on success the returned user is connected. */
export class ResetPassword {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly session: AccountSessionStore,
  ) {}

  async execute(input: ResetPasswordInput): Promise<Result<SessionUser, InvalidForm<'password' | 'confirmation'> | AccountFailure>> {
    const problems = validateResetPassword(input);
    if (hasProblems(problems)) return fail({ kind: 'invalid', problems });
    try {
      const user = await this.gateway.resetPassword(input.restaurantId, input.token, input.password);
      this.session.open(input.restaurantId, user);
      return ok(user);
    } catch (error) {
      return fail(accountFailure(error));
    }
  }
}
