import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import type { LoyaltyConnection } from '../../domain/loyalty/loyalty-customer';
import { loyaltyConnection } from '../../domain/loyalty/loyalty-customer';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import { isGatewayError } from '../../ports/gateway-error';
import type { LoyaltyGateway, LoyaltyPhone } from '../../ports/loyalty-gateway';

export const CONNECT_LOYALTY = Symbol.for('ordering.useCase.ConnectLoyalty');

/**
 * checkout 7 "Loyalty by phone" sends the national number and the country calling code: the phone as
 * typed, read in the customer's region (libphonenumber-js), or null when it is no valid phone.
 */
export function loyaltyPhoneOf(phone: string, region: CountryCode): LoyaltyPhone | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), region);
  if (!parsed?.isValid()) return null;
  return { nationalNumber: String(parsed.nationalNumber), callingCode: String(parsed.countryCallingCode) };
}

/**
 * checkout 4 and 6: connecting to the loyalty programme by phone or by card number. checkout 8: nothing
 * found, or a lookup that fails, is 'unknown phone' or 'unknown card'; invalid_user with a url is 'no
 * loyalty account' with a create-account link (core's loyaltyConnection).
 */
export class ConnectLoyalty {
  constructor(private readonly gateway: LoyaltyGateway) {}

  async byPhone(restaurantId: RestaurantId, phone: string, region: CountryCode): Promise<LoyaltyConnection> {
    const lookup = loyaltyPhoneOf(phone, region);
    if (lookup === null) return loyaltyConnection('phone', null);
    return loyaltyConnection('phone', await this.orNothing(() => this.gateway.byPhone(restaurantId, lookup)));
  }

  async byCard(restaurantId: RestaurantId, cardNumber: string): Promise<LoyaltyConnection> {
    const card = cardNumber.trim();
    if (card === '') return loyaltyConnection('card', null);
    return loyaltyConnection('card', await this.orNothing(() => this.gateway.byCard(restaurantId, card)));
  }

  /** checkout 8: "when the lookup returns nothing or fails"; a failure that is not the platform's (a bug) still throws. */
  private async orNothing<T>(lookup: () => Promise<T | null>): Promise<T | null> {
    try {
      return await lookup();
    } catch (error) {
      if (isGatewayError(error)) return null;
      throw error;
    }
  }
}
