import type { Database } from 'better-sqlite3';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { LoyaltyCustomerFile } from '../../platform-api/loyalty-api';
import type { LoyaltyBalances, LoyaltyProgrammeDefinition, LoyaltyStore, StoredLoyaltyCustomer } from '../loyalty/loyalty-store';

interface CustomerRow {
  definition: string;
  points: number;
  pool: number;
  e_wallet_balance: number;
}

const storedOf = (row: CustomerRow): StoredLoyaltyCustomer => ({
  ...(JSON.parse(row.definition) as LoyaltyCustomerFile),
  points: row.points,
  pool: row.pool,
  e_wallet_balance: row.e_wallet_balance,
});

export class SqliteLoyaltyStore implements LoyaltyStore {
  private readonly statements;

  constructor(private readonly db: Database) {
    this.statements = {
      upsertProgramme: db.prepare(
        'INSERT INTO loyalty_programmes (restaurant_id, definition) VALUES (?, ?) ON CONFLICT (restaurant_id) DO UPDATE SET definition = excluded.definition',
      ),
      programme: db.prepare('SELECT definition FROM loyalty_programmes WHERE restaurant_id = ?').pluck(),
      // A phone the file moved to another card leaves the card that held it (one customer per phone).
      releasePhone: db.prepare('UPDATE loyalty_customers SET phone = NULL WHERE restaurant_id = ? AND phone = ? AND card_number <> ?'),
      // A customer the file no longer gives leaves with their balances: the file is the programme's list.
      dropOthers: db.prepare('DELETE FROM loyalty_customers WHERE restaurant_id = ? AND card_number NOT IN (SELECT value FROM json_each(?))'),
      upsertCustomer: db.prepare(
        `INSERT INTO loyalty_customers (restaurant_id, card_number, phone, definition, points, pool, e_wallet_balance) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (restaurant_id, card_number) DO UPDATE SET phone = excluded.phone, definition = excluded.definition`,
      ),
      byPhone: db.prepare('SELECT definition, points, pool, e_wallet_balance FROM loyalty_customers WHERE restaurant_id = ? AND phone = ?'),
      byCard: db.prepare('SELECT definition, points, pool, e_wallet_balance FROM loyalty_customers WHERE restaurant_id = ? AND card_number = ?'),
      setBalances: db.prepare('UPDATE loyalty_customers SET points = ?, pool = ?, e_wallet_balance = ? WHERE restaurant_id = ? AND card_number = ?'),
      deleteCustomers: db.prepare('DELETE FROM loyalty_customers'),
      deleteProgrammes: db.prepare('DELETE FROM loyalty_programmes'),
    };
  }

  seed(restaurantId: RestaurantId, programme: LoyaltyProgrammeDefinition, customers: readonly LoyaltyCustomerFile[]): void {
    this.db.transaction(() => {
      this.statements.upsertProgramme.run(restaurantId, JSON.stringify(programme));
      this.statements.dropOthers.run(restaurantId, JSON.stringify(customers.map((customer) => customer.card_number)));
      for (const customer of customers) {
        const { points, pool, e_wallet_balance, ...definition } = customer;
        const phone = customer.phone ?? null;
        if (phone !== null) this.statements.releasePhone.run(restaurantId, phone, customer.card_number);
        this.statements.upsertCustomer.run(restaurantId, customer.card_number, phone, JSON.stringify(definition), points, pool, e_wallet_balance);
      }
    })();
  }

  programme(restaurantId: RestaurantId): LoyaltyProgrammeDefinition | null {
    const definition = this.statements.programme.get(restaurantId) as string | undefined;
    return definition === undefined ? null : (JSON.parse(definition) as LoyaltyProgrammeDefinition);
  }

  byPhone(restaurantId: RestaurantId, phone: string): StoredLoyaltyCustomer | null {
    const row = this.statements.byPhone.get(restaurantId, phone) as CustomerRow | undefined;
    return row ? storedOf(row) : null;
  }

  byCard(restaurantId: RestaurantId, cardNumber: string): StoredLoyaltyCustomer | null {
    const row = this.statements.byCard.get(restaurantId, cardNumber) as CustomerRow | undefined;
    return row ? storedOf(row) : null;
  }

  setBalances(restaurantId: RestaurantId, cardNumber: string, balances: LoyaltyBalances): boolean {
    return this.statements.setBalances.run(balances.points, balances.pool, balances.e_wallet_balance, restaurantId, cardNumber).changes === 1;
  }

  deleteAll(): void {
    this.db.transaction(() => {
      this.statements.deleteCustomers.run();
      this.statements.deleteProgrammes.run();
    })();
  }
}

