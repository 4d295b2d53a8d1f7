import type { PasswordChangeField } from '../../domain/account/account-validation';
import { hasProblems, validatePasswordChange } from '../../domain/account/account-validation';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { AccountGateway } from '../../ports/account-gateway';
import type { AccountFailure, InvalidForm } from './account-failure';
import { accountFailure } from './account-failure';
import { forgetEndedSession } from './account-profile';
import type { AccountSessionStore } from './account-session-store';

export interface ChangePasswordInput {
  readonly restaurantId: RestaurantId;
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

/**
 * accounts 5 and 7, Password change: old, new and confirmation required, confirmation equal; a falsy
 * answer is an error. (accounts 8 notes that the old storefront then showed success too; we do not.)
 */
export class ChangePassword {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly session: AccountSessionStore,
  ) {}

  async execute(input: ChangePasswordInput): Promise<Result<void, InvalidForm<PasswordChangeField> | AccountFailure | { readonly kind: 'not_changed' }>> {
    const problems = validatePasswordChange(input);
    if (hasProblems(problems)) return fail({ kind: 'invalid', problems });
    try {
      const changed = await this.gateway.changePassword(input.restaurantId, input.oldPassword, input.newPassword);
      return changed ? ok(undefined) : fail({ kind: 'not_changed' });
    } catch (error) {
      return fail(forgetEndedSession(this.session, accountFailure(error)));
    }
  }
}
