import type { Database } from 'better-sqlite3';
import type { BookingStatus, CancelReason } from '../../../core/domain/booking/booking';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import { slotKey } from '../booking/booking-calendar';
import type { StoredBooking, NewBooking, BookingStore } from '../booking/booking-store';

interface BookingRow {
  id: number;
  uuid: string;
  restaurant_id: string;
  category_id: number;
  status: string;
  day: string | null;
  slot: string | null;
  nb_person: number;
  name: string;
  email: string;
  phone: string | null;
  room_number: string | null;
  comment: string;
  optin: number;
  reason_cancel: string | null;
  created_at: string;
  idempotency_key: string | null;
  fingerprint: string | null;
}

const bookingOf = (row: BookingRow | undefined): StoredBooking | null =>
  row
    ? {
        id: row.id,
        uuid: row.uuid,
        restaurantId: row.restaurant_id,
        categoryId: row.category_id,
        status: row.status as BookingStatus,
        day: row.day,
        slot: row.slot,
        nbPerson: row.nb_person,
        name: row.name,
        email: row.email,
        phone: row.phone,
        roomNumber: row.room_number,
        comment: row.comment,
        optin: row.optin === 1,
        reasonCancel: row.reason_cancel as CancelReason | null,
        createdAt: row.created_at,
        idempotencyKey: row.idempotency_key,
        fingerprint: row.fingerprint,
      }
    : null;

/** The simulator's bookings in its SQLite file (migrations 7 and 11, store/schema-migrations.ts). */
export class SqliteBookingStore implements BookingStore {
  private readonly statements;

  constructor(private readonly db: Database) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO bookings (uuid, restaurant_id, category_id, status, day, slot, nb_person, name, email, phone, room_number, comment, optin,
           reason_cancel, created_at, idempotency_key, fingerprint)
         VALUES (@uuid, @restaurantId, @categoryId, @status, @day, @slot, @nbPerson, @name, @email, @phone, @roomNumber, @comment, @optin,
           @reasonCancel, @createdAt, @idempotencyKey, @fingerprint)`,
      ),
      find: db.prepare('SELECT * FROM bookings WHERE restaurant_id = ? AND uuid = ?'),
      findAnywhere: db.prepare('SELECT * FROM bookings WHERE uuid = ?'),
      findById: db.prepare('SELECT * FROM bookings WHERE restaurant_id = ? AND id = ?'),
      confirm: db.prepare(`UPDATE bookings SET status = 'CONFIRMED' WHERE uuid = ? AND status = 'PENDING'`),
      byKey: db.prepare('SELECT * FROM bookings WHERE restaurant_id = ? AND idempotency_key = ?'),
      booked: db.prepare(
        `SELECT day, slot, SUM(nb_person) AS persons FROM bookings
         WHERE restaurant_id = ? AND category_id = ? AND status <> 'CANCELED' AND day BETWEEN ? AND ? AND slot IS NOT NULL
         GROUP BY day, slot`,
      ),
      cancel: db.prepare(`UPDATE bookings SET status = 'CANCELED', reason_cancel = ? WHERE restaurant_id = ? AND uuid = ?`),
      listAll: db.prepare('SELECT * FROM bookings WHERE restaurant_id = ? ORDER BY day, slot, created_at'),
      listDay: db.prepare('SELECT * FROM bookings WHERE restaurant_id = ? AND day = ? ORDER BY slot, created_at'),
      addFeedbackToken: db.prepare('INSERT INTO booking_feedback_tokens (token_hash, booking_uuid) VALUES (?, ?)'),
      hasFeedbackToken: db.prepare('SELECT 1 FROM booking_feedback_tokens WHERE token_hash = ? AND booking_uuid = ?').pluck(),
      deleteAll: db.prepare('DELETE FROM bookings'),
    };
  }

  transaction<T>(work: () => T): T {
    // IMMEDIATE: the write lock is taken before the capacity is read, so that even another process on
    // the same data file cannot book the same places in between.
    return this.db.transaction(work).immediate();
  }

  insert(booking: NewBooking): void {
    this.statements.insert.run({ ...booking, optin: booking.optin ? 1 : 0 });
  }

  find(restaurantId: RestaurantId, uuid: string): StoredBooking | null {
    return bookingOf(this.statements.find.get(restaurantId, uuid) as BookingRow | undefined);
  }

  findAnywhere(uuid: string): StoredBooking | null {
    return bookingOf(this.statements.findAnywhere.get(uuid) as BookingRow | undefined);
  }

  findById(restaurantId: RestaurantId, id: number): StoredBooking | null {
    return bookingOf(this.statements.findById.get(restaurantId, id) as BookingRow | undefined);
  }

  confirm(uuid: string): void {
    this.statements.confirm.run(uuid);
  }

  findByIdempotencyKey(restaurantId: RestaurantId, key: string): StoredBooking | null {
    return bookingOf(this.statements.byKey.get(restaurantId, key) as BookingRow | undefined);
  }

  bookedPersons(restaurantId: RestaurantId, categoryId: number, from: string, to: string): ReadonlyMap<string, number> {
    const rows = this.statements.booked.all(restaurantId, categoryId, from, to) as { day: string; slot: string; persons: number }[];
    return new Map(rows.map((row) => [slotKey(row.day, row.slot), row.persons]));
  }

  cancel(restaurantId: RestaurantId, uuid: string, reason: CancelReason): void {
    this.statements.cancel.run(reason, restaurantId, uuid);
  }

  list(restaurantId: RestaurantId, day: string | null): readonly StoredBooking[] {
    const rows = (day === null ? this.statements.listAll.all(restaurantId) : this.statements.listDay.all(restaurantId, day)) as BookingRow[];
    return rows.map((row) => bookingOf(row)!);
  }

  addFeedbackToken(bookingUuid: string, tokenHash: string): void {
    this.statements.addFeedbackToken.run(tokenHash, bookingUuid);
  }

  hasFeedbackToken(bookingUuid: string, tokenHash: string): boolean {
    return this.statements.hasFeedbackToken.get(tokenHash, bookingUuid) !== undefined;
  }

  deleteAll(): void {
    // The tokens go with their bookings (ON DELETE CASCADE).
    this.statements.deleteAll.run();
  }
}
