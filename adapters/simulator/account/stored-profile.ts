import type { UserProfile } from '../../../core/domain/account/account';
import { userProfileSchema } from '../../platform-api/account-api';

/** accounts 3: the fields a profile has, as the API's schema names them; nothing else is a profile. */
export const PROFILE_FIELDS = Object.keys(userProfileSchema.entries) as readonly (keyof UserProfile)[];

/**
 * issue 15.1: the profile's own fields of whatever object carries them (a registration request with
 * its password and optin, a row written before schema version 9), picked one by one: a field added to a
 * request is never spread into what is stored or answered.
 */
export function profileOnly(source: UserProfile): UserProfile {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, text(source[field])])) as unknown as UserProfile;
}
