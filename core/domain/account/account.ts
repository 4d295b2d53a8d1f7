import type { LocalizedText } from '../locale/localized-text';
import type { RestaurantId } from '../restaurant/restaurant-settings';

/** accounts 3: the user profile; phone in international format, stored only when valid. */
export interface UserProfile {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly addressStreet: string;
  readonly addressComplementary: string;
  readonly addressZipCode: string;
  readonly addressCity: string;
  readonly addressCountry: string;
}

/** accounts 3: the session user also has accessToken; `id` is what an order sends as userId (checkout 3). */
export interface SessionUser extends UserProfile {
  readonly id: string;
  readonly accessToken: string;
}

/** accounts 3: a new user is the profile plus password and optin. */
export interface NewUser extends UserProfile {
  readonly password: string;
  readonly optin: boolean;
}

/** accounts 3: login payload. */
export interface LoginPayload {
  readonly email: string;
  readonly password: string;
  readonly restaurantToken: RestaurantId;
  readonly rememberMe: boolean;
}

/** accounts 3: dashboard data: favourite products and establishments (names are ours, for display). */
export interface FavouriteProduct {
  readonly id: number;
  readonly quantityId: number | null;
  readonly optionsMapping: readonly { readonly optionId: number; readonly itemId: number }[];
  /** Ours: the product's name, for the dashboard to show without the whole catalogue. */
  readonly name: LocalizedText;
}

export interface FavouriteRestaurant {
  readonly id: RestaurantId;
  readonly restaurant_name: string;
}

export interface DashboardData {
  readonly products: readonly FavouriteProduct[];
  readonly restaurants: readonly FavouriteRestaurant[];
}

/** accounts 2, Profile: the stored password placeholder in the profile is eight zeros. */
export const PASSWORD_PLACEHOLDER = '00000000';

/** accounts 9: password in reset 8 to 20 characters (applied to register and change too: one rule). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 20;

/** Ours: bounds of the account texts, as the server checks them. */
export const ACCOUNT_TEXT_LIMITS = { email: 254, name: 100, address: 200, zipCode: 20, country: 60, phone: 32 } as const;

export const EMPTY_PROFILE: UserProfile = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  addressStreet: '',
  addressComplementary: '',
  addressZipCode: '',
  addressCity: '',
  addressCountry: '',
};

/** The profile part of a session user (what the profile form edits). */
export function profileOf(user: UserProfile): UserProfile {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    addressStreet: user.addressStreet,
    addressComplementary: user.addressComplementary,
    addressZipCode: user.addressZipCode,
    addressCity: user.addressCity,
    addressCountry: user.addressCountry,
  };
}

/** accounts 1: accounts exist only where the establishment enables client accounts. */
export function accountsEnabled(settings: { readonly enable_client_account: boolean }): boolean {
  return settings.enable_client_account;
}
