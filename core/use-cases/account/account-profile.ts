import type { CountryCode } from 'libphonenumber-js/min';
import type { UserProfile } from '../../domain/account/account';
import type { ProfileField } from '../../domain/account/account-validation';
import { hasProblems, validateProfile } from '../../domain/account/account-validation';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { AccountGateway } from '../../ports/account-gateway';
import type { AccountFailure, InvalidForm } from './account-failure';
import { accountFailure, isRefusal } from './account-failure';
import type { AccountSessionStore } from './account-session-store';
import { cleanProfile } from './register';

/** A session the platform no longer knows (expired, logged out elsewhere) is closed here too. */
export function forgetEndedSession(session: AccountSessionStore, failure: AccountFailure): AccountFailure {
  if (isRefusal(failure, 'not_connected')) session.close();
  return failure;
}

/** accounts 2, Profile: the signed-in customer's profile, from the platform. */
export class GetProfile {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly session: AccountSessionStore,
  ) {}

  async execute(restaurantId: RestaurantId): Promise<Result<UserProfile, AccountFailure>> {
    try {
      const profile = await this.gateway.getProfile(restaurantId);
      this.session.updateProfile(restaurantId, profile);
      return ok(profile);
    } catch (error) {
      return fail(forgetEndedSession(this.session, accountFailure(error)));
    }
  }
}

/** accounts 4 and 5, Profile edit: the rules of the form; after a successful save the stored profile is updated. */
export class UpdateProfile {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly session: AccountSessionStore,
  ) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly profile: UserProfile; readonly region: CountryCode }): Promise<Result<UserProfile, InvalidForm<ProfileField> | AccountFailure>> {
    const problems = validateProfile(input.profile, input.region);
    if (hasProblems(problems)) return fail({ kind: 'invalid', problems });
    try {
      const saved = await this.gateway.updateProfile(input.restaurantId, cleanProfile(input.profile, input.region, true));
      this.session.updateProfile(input.restaurantId, saved);
      return ok(saved);
    } catch (error) {
      return fail(forgetEndedSession(this.session, accountFailure(error)));
    }
  }
}

