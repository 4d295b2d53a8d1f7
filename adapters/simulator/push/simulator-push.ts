import * as v from 'valibot';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { Clock } from '../../../core/ports/clock';
import type { StoredPushRegistration } from '../../platform-api/push-api';
import { pushRegistrationBody } from '../../platform-api/push-api';
import { SimulatorError } from '../engine/simulator-error';

/** The push registrations the simulator keeps (schema version 16), so that support reads them after a restart. */
export interface PushRegistrationStore {
  /** Adds the registration, or marks it seen again: one row per establishment, token and type. */
  upsert(registration: StoredPushRegistration): void;
  /** Drops the least recently seen beyond `keep` for the establishment. */
  trim(restaurantId: RestaurantId, keep: number): void;
  /** Latest seen first, at most `limit`. */
  list(restaurantId: RestaurantId, limit: number): readonly StoredPushRegistration[];
  deleteAll(): void;
}

/**
 * Ours: the most registrations kept per establishment. A script registering made-up tokens pushes out
 * the oldest seen, never the screens that register again each time they start.
 */
export const MAX_PUSH_REGISTRATIONS = 5_000;
/** The most a support listing returns. */
const MAX_LISTED = 1_000;

export interface SimulatorPushOptions {
  readonly store: PushRegistrationStore;
  readonly clock: Clock;
  /** Throws not_found for an establishment the simulator does not serve. */
  readonly establishment: (restaurantId: RestaurantId) => void;
  readonly transaction: <T>(work: () => T) => T;
}

/**
 * accounts 2, 3 and 7 on the platform's side: POST notify/token { firebase_id, restaurant_id, type 'menu' }.
 * Trusts nothing: the body is checked field by field (400 naming the field), the establishment must be one
 * it serves (404), and a registration sent again is the same registration (idempotent: seen again, not added).
 */
export class SimulatorPush {
  constructor(private readonly options: SimulatorPushOptions) {}

  register(body: unknown): { readonly success: true } {
    const parsed = v.safeParse(pushRegistrationBody, body);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const field = (issue && v.getDotPath(issue)) ?? 'body';
      throw new SimulatorError('bad_request', `${field}: ${issue?.message ?? 'invalid'}`, field);
    }
    const { firebase_id, restaurant_id, type } = parsed.output;
    this.options.establishment(restaurant_id);
    const now = this.options.clock.now().toISO() ?? '';
    this.options.transaction(() => {
      this.options.store.upsert({ restaurant_id, firebase_id, type, registeredAt: now, lastSeenAt: now });
      this.options.store.trim(restaurant_id, MAX_PUSH_REGISTRATIONS);
    });
    return { success: true };
  }

  list(restaurantId: RestaurantId): readonly StoredPushRegistration[] {
    this.options.establishment(restaurantId);
    return this.options.store.list(restaurantId, MAX_LISTED);
  }

  reset(): void {
    this.options.store.deleteAll();
  }
}
