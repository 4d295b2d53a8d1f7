import * as v from 'valibot';
import { ACCOUNT_TEXT_LIMITS, MAX_PASSWORD_LENGTH } from '../../core/domain/account/account';
import { isEmailValid } from '../../core/domain/checkout/contact-rules';
import { localizedText } from './catalogue-schemas';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';

/**
 * accounts 7: the account calls. The spec shows none of their paths: these are ours, under the
 * click-and-collect API of the establishment (adapters/simulator/http-server/README.md lists them).
 * The calls of a signed-in customer carry the session token in the x-access-token header (checkout 7).
 */
const base = (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/account`;

/** The folder of an establishment's account calls, from the site's root (the device cookie's Path). */
export const accountFolder = (id: RestaurantId) => `/${base(id)}`;

export const ACCOUNT_PATHS = {
  login: (id: RestaurantId) => `${base(id)}/login`,
  register: (id: RestaurantId) => `${base(id)}/register`,
  logout: (id: RestaurantId) => `${base(id)}/logout`,
  forgotPassword: (id: RestaurantId) => `${base(id)}/forgot-password`,
  checkResetToken: (id: RestaurantId) => `${base(id)}/reset-password/check`,
  resetPassword: (id: RestaurantId) => `${base(id)}/reset-password`,
  profile: (id: RestaurantId) => `${base(id)}/profile`,
  password: (id: RestaurantId) => `${base(id)}/password`,
  dashboard: (id: RestaurantId) => `${base(id)}/dashboard`,
  favourites: (id: RestaurantId) => `${base(id)}/favourites`,
} as const;

const route = '/api_click_and_collect/v7/:restaurantId/account';
export const ACCOUNT_ROUTES = {
  login: `${route}/login`,
  register: `${route}/register`,
  logout: `${route}/logout`,
  forgotPassword: `${route}/forgot-password`,
  checkResetToken: `${route}/reset-password/check`,
  resetPassword: `${route}/reset-password`,
  profile: `${route}/profile`,
  password: `${route}/password`,
  dashboard: `${route}/dashboard`,
  favourites: `${route}/favourites`,
} as const;

/** checkout 7: an authenticated host adds this header when a token exists. */
export const ACCESS_TOKEN_HEADER = 'x-access-token';

/** The body of an account refusal: its kind (core AccountRefusalKind) as `error`. */
export const accountErrorBody = v.object({
  error: v.picklist(['invalid_credentials', 'user_already_exist', 'reset_password_invalid_token', 'too_many_attempts', 'not_connected', 'accounts_disabled']),
  message: v.optional(v.string()),
});

const bounded = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** A password is bounded on the way in too: hashing a megabyte is work an attacker could ask for. */
const password = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_PASSWORD_LENGTH * 4));
const email = v.pipe(v.string(), v.maxLength(ACCOUNT_TEXT_LIMITS.email), v.check(isEmailValid, 'not an e-mail address'));

export const userProfileSchema = v.object({
  firstName: bounded(ACCOUNT_TEXT_LIMITS.name),
  lastName: bounded(ACCOUNT_TEXT_LIMITS.name),
  email,
  phone: bounded(ACCOUNT_TEXT_LIMITS.phone),
  addressStreet: bounded(ACCOUNT_TEXT_LIMITS.address),
  addressComplementary: bounded(ACCOUNT_TEXT_LIMITS.address),
  addressZipCode: bounded(ACCOUNT_TEXT_LIMITS.zipCode),
  addressCity: bounded(ACCOUNT_TEXT_LIMITS.address),
  addressCountry: bounded(ACCOUNT_TEXT_LIMITS.country),
});

export const sessionUserSchema = v.object({
  ...userProfileSchema.entries,
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  accessToken: v.pipe(v.string(), v.minLength(20), v.maxLength(200)),
});

// --- requests (the simulator checks them) ---
export const loginRequest = v.object({ email, password, restaurantToken: v.optional(bounded(100)), rememberMe: v.optional(v.boolean(), false) });
export const registerRequest = v.object({ ...userProfileSchema.entries, password, optin: v.optional(v.boolean(), false) });
export const forgotPasswordRequest = v.object({ email, restaurantToken: v.optional(bounded(100)) });
const resetToken = bounded(100);
export const checkResetTokenRequest = v.object({ token: resetToken, restaurantToken: v.optional(bounded(100)) });
export const resetPasswordRequest = v.object({ token: resetToken, password, restaurantToken: v.optional(bounded(100)) });
export const changePasswordRequest = v.object({ oldPassword: password, newPassword: password });
export const favouriteRequest = v.variant('kind', [
  v.object({ kind: v.literal('product'), id: v.pipe(v.number(), v.integer(), v.minValue(1)), favourite: v.boolean() }),
  v.object({ kind: v.literal('restaurant'), id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), favourite: v.boolean() }),
]);

// --- answers (the HTTP gateway checks them) ---
export const userAnswer = v.object({ user: sessionUserSchema });
export const profileAnswer = v.object({ user: userProfileSchema });
export const checkResetTokenAnswer = v.object({ valid: v.boolean() });
export const successAnswer = v.object({ success: v.boolean() });
export const dashboardAnswer = v.object({
  products: v.pipe(
    v.array(
      v.object({
        id: v.number(),
        quantityId: v.nullable(v.number()),
        optionsMapping: v.array(v.object({ optionId: v.number(), itemId: v.number() })),
        name: localizedText,
      }),
    ),
    v.maxLength(200),
  ),
  restaurants: v.pipe(v.array(v.object({ id: bounded(100), restaurant_name: bounded(200) })), v.maxLength(200)),
});
