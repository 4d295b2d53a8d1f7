import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { AccountGateway } from '../../ports/account-gateway';
import type { AccountFailure } from './account-failure';
import { accountFailure } from './account-failure';

/** Ours: a reset token is 43 base64url characters (32 random bytes); anything else is not asked about. */
const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** accounts 2 and 4, Reset password: the token from the query is checked on load. */
export class CheckResetToken {
  constructor(private readonly gateway: AccountGateway) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly token: string }): Promise<Result<boolean, AccountFailure>> {
    if (!RESET_TOKEN_SHAPE.test(input.token)) return ok(false);
    try {
      return ok(await this.gateway.checkResetToken(input.restaurantId, input.token));
    } catch (error) {
      return fail(accountFailure(error));
    }
  }
}
