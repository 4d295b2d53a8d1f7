import type { Database } from 'better-sqlite3';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { StoredPushRegistration } from '../../platform-api/push-api';
import type { PushRegistrationStore } from '../push/simulator-push';

interface PushRow {
  restaurant_id: string;
  firebase_id: string;
  type: string;
  registered_at: string;
  last_seen_at: string;
}

const registrationOf = (row: PushRow): StoredPushRegistration => ({
  restaurant_id: row.restaurant_id,
  firebase_id: row.firebase_id,
  type: row.type,
  registeredAt: row.registered_at,
  lastSeenAt: row.last_seen_at,
});

/** accounts 7: the push registrations (schema version 16), one row per establishment, token and type. */
export class SqlitePushStore implements PushRegistrationStore {
  private readonly statements;

  constructor(db: Database) {
    this.statements = {
      upsert: db.prepare(
        `INSERT INTO push_registrations (restaurant_id, firebase_id, type, registered_at, last_seen_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (restaurant_id, firebase_id, type) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
      ),
      trim: db.prepare(
        `DELETE FROM push_registrations WHERE restaurant_id = ? AND firebase_id IN (
           SELECT firebase_id FROM push_registrations WHERE restaurant_id = ? ORDER BY last_seen_at DESC, firebase_id LIMIT -1 OFFSET ?)`,
      ),
      list: db.prepare('SELECT * FROM push_registrations WHERE restaurant_id = ? ORDER BY last_seen_at DESC, firebase_id LIMIT ?'),
      deleteAll: db.prepare('DELETE FROM push_registrations'),
    };
  }

  upsert(registration: StoredPushRegistration): void {
    this.statements.upsert.run(registration.restaurant_id, registration.firebase_id, registration.type, registration.registeredAt, registration.lastSeenAt);
  }

  trim(restaurantId: RestaurantId, keep: number): void {
    this.statements.trim.run(restaurantId, restaurantId, keep);
  }

  list(restaurantId: RestaurantId, limit: number): readonly StoredPushRegistration[] {
    return (this.statements.list.all(restaurantId, limit) as PushRow[]).map(registrationOf);
  }

  deleteAll(): void {
    this.statements.deleteAll.run();
  }
}
