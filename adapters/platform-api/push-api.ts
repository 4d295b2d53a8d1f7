import * as v from 'valibot';

/**
 * accounts 7: "POST notify/token under the click-and-collect API". Ours: the version segment of the
 * other click-and-collect paths; the restaurant travels in the body (restaurant_id), as the spec shows.
 */
export const PUSH_PATHS = {
  token: 'api_click_and_collect/v7/notify/token',
} as const;

/** The simulator's route patterns, and its staging read for support (ours: the spec shows none). */
export const PUSH_ROUTES = {
  token: `/${PUSH_PATHS.token}`,
  registrations: '/_simulator/restaurants/:restaurantId/push-registrations',
} as const;

export const pushRegistrationsPath = (restaurantId: string) => `_simulator/restaurants/${encodeURIComponent(restaurantId)}/push-registrations`;

/** A push service's token: a Web Push endpoint is a URL of a few hundred characters, an FCM token about 160. */
export const PUSH_TOKEN_MAX_LENGTH = 1_024;

/** accounts 3: the push registration payload, every field bounded; nothing else is taken. */
export const pushRegistrationBody = v.strictObject({
  firebase_id: v.pipe(v.string(), v.minLength(1), v.maxLength(PUSH_TOKEN_MAX_LENGTH), v.regex(/^[\x21-\x7e]+$/, 'printable characters without spaces')),
  restaurant_id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  type: v.picklist(['menu']),
});

/** What the staging read answers: the registrations of one establishment, latest seen first. */
export const pushRegistrationList = v.array(
  v.object({
    restaurant_id: v.string(),
    firebase_id: v.string(),
    type: v.string(),
    registeredAt: v.string(),
    lastSeenAt: v.string(),
  }),
);

export type StoredPushRegistration = v.InferOutput<typeof pushRegistrationList>[number];
