import type { CountryCode } from 'libphonenumber-js/min';
import type { NewUser, SessionUser, UserProfile } from '../../domain/account/account';
import { phoneToStore } from '../../domain/account/account-phone';
import type { RegisterField, RegisterForm } from '../../domain/account/account-validation';
import { hasProblems, validateRegister } from '../../domain/account/account-validation';
import { normalizeName } from '../../domain/checkout/name-rules';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { AccountGateway } from '../../ports/account-gateway';
import type { AccountFailure, InvalidForm } from './account-failure';
import { accountFailure, isRefusal } from './account-failure';
import type { Login } from './login';

export interface RegisterInput {
  readonly restaurantId: RestaurantId;
  readonly form: RegisterForm;
  readonly optin: boolean;
  /** accounts 2: the address is asked (and required) when delivery is among the order types. */
  readonly deliveryOffered: boolean;
  /** accounts 9: the default phone country (defaultPhoneRegion). */
  readonly region: CountryCode;
}

/** The profile as stored: names normalised, e-mail in lower case, phone international or nothing (accounts 3). */
export function cleanProfile(profile: UserProfile, region: CountryCode, withAddress: boolean): UserProfile {
  const text = (value: string) => (withAddress ? value.trim() : '');
  return {
    firstName: normalizeName(profile.firstName),
    lastName: normalizeName(profile.lastName),
    email: profile.email.trim().toLowerCase(),
    phone: phoneToStore(profile.phone, region),
    addressStreet: text(profile.addressStreet),
    addressComplementary: text(profile.addressComplementary),
    addressZipCode: text(profile.addressZipCode),
    addressCity: text(profile.addressCity),
    addressCountry: text(profile.addressCountry),
  };
}

/**
 * What a registration ends in: the customer connected (accounts 2), or asked to read their mailbox. The
 * platform answers a registration alike whether the e-mail has an account or not (issue 15.7: it tells
 * nobody which e-mails have one) and e-mails that account's owner a reset link; the automatic login
 * then refuses the password, so this e-mail has an account already, whose owner has just been written to.
 */
export type Registered = { readonly kind: 'connected'; readonly user: SessionUser } | { readonly kind: 'check_mailbox' };

/**
 * accounts 2 and 5, Register: the rules of the form, then the registration; after success the user is
 * logged in automatically. A platform that refuses a taken e-mail (user_already_exist) shows
 * register_user_already_exist; other refusals invalid_credentials (accounts 5 and 8).
 */
export class Register {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly login: Pick<Login, 'execute'>,
  ) {}

  async execute(input: RegisterInput): Promise<Result<Registered, InvalidForm<RegisterField> | AccountFailure>> {
    const problems = validateRegister(input.form, { deliveryOffered: input.deliveryOffered, region: input.region });
    if (hasProblems(problems)) return fail({ kind: 'invalid', problems });
    const user: NewUser = { ...cleanProfile(input.form, input.region, input.deliveryOffered), password: input.form.password, optin: input.optin };
    try {
      await this.gateway.register(input.restaurantId, user);
    } catch (error) {
      return fail(accountFailure(error));
    }
    const login = await this.login.execute({ restaurantId: input.restaurantId, email: user.email, password: user.password, rememberMe: false });
    if (login.ok) return ok({ kind: 'connected', user: login.value });
    if (isRefusal(login.error, 'invalid_credentials')) return ok({ kind: 'check_mailbox' });
    return fail(login.error.kind === 'invalid' ? { kind: 'refused', refusal: 'invalid_credentials' } : login.error);
  }
}
