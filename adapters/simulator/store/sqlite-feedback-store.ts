import type { Database } from 'better-sqlite3';
import type { FeedbackOrigin, ReceivedFeedback } from '../../../core/domain/feedback/feedback';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { FeedbackStore } from '../feedback/feedback-store';

interface FeedbackRow {
  restaurant_id: string;
  kind: string;
  order_number: string | null;
  event_booking_id: number | null;
  type: string;
  rate: number;
  comments: string;
  name: string;
  email: string;
  opt_in: number;
  received_at: string;
}

const feedbackOf = (row: FeedbackRow): ReceivedFeedback => ({
  kind: row.kind === 'booking' ? 'booking' : 'order',
  restaurantId: row.restaurant_id,
  orderNumber: row.order_number,
  eventBookingId: row.event_booking_id,
  type: row.type as FeedbackOrigin | 'booking',
  rate: row.rate,
  comments: row.comments,
  name: row.name,
  email: row.email,
  opt_in_promotions: row.opt_in === 1,
  receivedAt: row.received_at,
});

export class SqliteFeedbackStore implements FeedbackStore {
  private readonly statements;

  constructor(db: Database) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO feedbacks (restaurant_id, kind, order_number, event_booking_id, type, rate, comments, name, email, opt_in, received_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      orderFeedback: db.prepare("SELECT 1 FROM feedbacks WHERE restaurant_id = ? AND kind = 'order' AND type = 'order' AND order_number = ?").pluck(),
      bookingFeedback: db.prepare("SELECT 1 FROM feedbacks WHERE restaurant_id = ? AND kind = 'booking' AND event_booking_id = ?").pluck(),
      list: db.prepare('SELECT * FROM feedbacks WHERE restaurant_id = ? ORDER BY received_at DESC, id DESC LIMIT ?'),
      deleteAll: db.prepare('DELETE FROM feedbacks'),
    };
  }

  insert(feedback: ReceivedFeedback): void {
    this.statements.insert.run(
      feedback.restaurantId,
      feedback.kind,
      feedback.orderNumber,
      feedback.eventBookingId,
      feedback.type,
      feedback.rate,
      feedback.comments,
      feedback.name,
      feedback.email,
      feedback.opt_in_promotions ? 1 : 0,
      feedback.receivedAt,
    );
  }

  hasOrderFeedback(restaurantId: RestaurantId, orderNumber: string): boolean {
    return this.statements.orderFeedback.get(restaurantId, orderNumber) !== undefined;
  }

  hasBookingFeedback(restaurantId: RestaurantId, eventBookingId: number): boolean {
    return this.statements.bookingFeedback.get(restaurantId, eventBookingId) !== undefined;
  }

  list(restaurantId: RestaurantId, limit: number): readonly ReceivedFeedback[] {
    return (this.statements.list.all(restaurantId, limit) as FeedbackRow[]).map(feedbackOf);
  }

  deleteAll(): void {
    this.statements.deleteAll.run();
  }
}
