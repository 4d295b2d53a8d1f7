import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/**
 * accounts 2: "after a push-notification token is obtained, a registration is sent". What the device's
 * push service answers when asked for a token: the token, or why there is none (the browser has no push
 * messaging, or the customer refused it). Obtaining never throws: a failure is `unsupported` with its reason.
 */
export type PushTokenAnswer =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'unsupported'; readonly reason: string }
  | { readonly kind: 'denied' };

/** The device's push messaging (the browser's Push API with a service worker; a fake in tests). */
export interface PushService {
  obtainToken(): Promise<PushTokenAnswer>;
}

/** accounts 3: the push registration payload, field names as the platform reads them. */
export interface PushRegistration {
  readonly firebase_id: string;
  readonly restaurant_id: RestaurantId;
  /** accounts 7: 'menu' for the presenter's registration, the only one the spec shows. */
  readonly type: 'menu';
}

/** accounts 7: POST notify/token under the click-and-collect API; its answer is not shown (resolves when taken). */
export interface PushRegistrationGateway {
  register(registration: PushRegistration): Promise<void>;
}

export const PUSH_SERVICE = Symbol.for('ordering.PushService');
export const PUSH_REGISTRATION_GATEWAY = Symbol.for('ordering.PushRegistrationGateway');
