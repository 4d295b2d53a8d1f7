import type { SessionUser } from '../../domain/account/account';
import { validateLogin } from '../../domain/account/account-validation';
import { hasProblems } from '../../domain/account/account-validation';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { AccountGateway } from '../../ports/account-gateway';
import type { AccountFailure, InvalidForm } from './account-failure';
import { accountFailure } from './account-failure';
import type { AccountSessionStore } from './account-session-store';

export interface LoginInput {
  readonly restaurantId: RestaurantId;
  readonly email: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

/** accounts 2 and 5, Login: email and password required; a refusal is invalid_credentials; success opens the session. */
export class Login {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly session: AccountSessionStore,
  ) {}

  async execute(input: LoginInput): Promise<Result<SessionUser, InvalidForm<'email' | 'password'> | AccountFailure>> {
    const problems = validateLogin(input);
    if (hasProblems(problems)) return fail({ kind: 'invalid', problems });
    try {
      const user = await this.gateway.login({
        email: input.email.trim().toLowerCase(),
        password: input.password,
        restaurantToken: input.restaurantId,
        rememberMe: input.rememberMe,
      });
      this.session.open(input.restaurantId, user);
      return ok(user);
    } catch (error) {
      return fail(accountFailure(error));
    }
  }
}
