import type { Database } from 'better-sqlite3';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { OrderDebit, OrderDebitStore } from './order-debits';

interface DebitRow {
  restaurant_id: string;
  promotion_ids: string;
  card_number: string | null;
  points: number;
  pool: number;
  e_wallet: number;
}

/** The intake's debits (table order_debits) and their give-back, on the promotions' and loyalty customers' own rows. */
export class SqliteOrderDebits implements OrderDebitStore {
  private readonly statements;

  constructor(private readonly db: Database) {
    this.statements = {
      customerUses: db
        .prepare(
          `SELECT COUNT(*) FROM order_debits, json_each(order_debits.promotion_ids)
           WHERE restaurant_id = ? AND customer_key = ? AND given_back = 0 AND json_each.value = ?`,
        )
        .pluck(),
      // The limit is read in the same statement as the use is taken: never one use beyond max_usages.
      takeUse: db.prepare(
        `UPDATE promotions SET usages = usages + 1 WHERE restaurant_id = ? AND id = ?
         AND (json_extract(definition, '$.max_usages') IS NULL OR usages < json_extract(definition, '$.max_usages'))`,
      ),
      giveUse: db.prepare('UPDATE promotions SET usages = MAX(0, usages - 1) WHERE restaurant_id = ? AND id = ?'),
      takeBalances: db.prepare(
        `UPDATE loyalty_customers SET points = points - @points, pool = pool - @pool, e_wallet_balance = e_wallet_balance - @eWallet
         WHERE restaurant_id = @restaurantId AND card_number = @cardNumber AND points >= @points AND pool >= @pool AND e_wallet_balance >= @eWallet`,
      ),
      giveBalances: db.prepare(
        `UPDATE loyalty_customers SET points = points + @points, pool = pool + @pool, e_wallet_balance = e_wallet_balance + @eWallet
         WHERE restaurant_id = @restaurantId AND card_number = @cardNumber`,
      ),
      insert: db.prepare(
        `INSERT INTO order_debits (order_number, restaurant_id, promotion_ids, customer_key, card_number, points, pool, e_wallet, given_back)
         VALUES (@orderNumber, @restaurantId, @promotionIds, @customerKey, @cardNumber, @points, @pool, @eWallet, 0)`,
      ),
      markGivenBack: db.prepare(
        'UPDATE order_debits SET given_back = 1 WHERE order_number = ? AND given_back = 0 RETURNING restaurant_id, promotion_ids, card_number, points, pool, e_wallet',
      ),
    };
  }

  customerUses(restaurantId: RestaurantId, promotionId: number, customerKey: string): number {
    return this.statements.customerUses.get(restaurantId, customerKey, promotionId) as number;
  }

  debit(debit: OrderDebit): boolean {
    const take = this.db.transaction(() => {
      for (const id of debit.promotionIds) {
        if (this.statements.takeUse.run(debit.restaurantId, id).changes !== 1) throw REFUSED;
      }
      const balances = { restaurantId: debit.restaurantId, cardNumber: debit.cardNumber, points: debit.points, pool: debit.pool, eWallet: debit.eWallet };
      if (debit.cardNumber !== null && this.statements.takeBalances.run(balances).changes !== 1) throw REFUSED;
      this.statements.insert.run({ ...balances, orderNumber: debit.orderNumber, promotionIds: JSON.stringify(debit.promotionIds), customerKey: debit.customerKey });
    });
    try {
      take();
      return true;
    } catch (error) {
      if (error === REFUSED) return false;
      throw error;
    }
  }

  giveBack(orderNumber: string): boolean {
    return this.db.transaction(() => {
      const row = this.statements.markGivenBack.get(orderNumber) as DebitRow | undefined;
      if (!row) return false;
      for (const id of JSON.parse(row.promotion_ids) as number[]) this.statements.giveUse.run(row.restaurant_id, id);
      if (row.card_number !== null) {
        this.statements.giveBalances.run({ restaurantId: row.restaurant_id, cardNumber: row.card_number, points: row.points, pool: row.pool, eWallet: row.e_wallet });
      }
      return true;
    })();
  }
}

/** Thrown inside debit's savepoint to undo what it took before a limit said no. */
const REFUSED = Symbol('debit refused');
