import { hasProblems, validateForgotPassword } from '../../domain/account/account-validation';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { AccountGateway } from '../../ports/account-gateway';
import type { AccountFailure, InvalidForm } from './account-failure';
import { accountFailure } from './account-failure';

/** accounts 2 and 5, Forgot password: email required and valid; the platform sends the reset link. */
export class ForgotPassword {
  constructor(private readonly gateway: AccountGateway) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly email: string }): Promise<Result<void, InvalidForm<'email'> | AccountFailure>> {
    const problems = validateForgotPassword(input);
    if (hasProblems(problems)) return fail({ kind: 'invalid', problems });
    try {
      await this.gateway.forgotPassword(input.restaurantId, input.email.trim().toLowerCase());
      return ok(undefined);
    } catch (error) {
      return fail(accountFailure(error));
    }
  }
}
