import type { Database } from 'better-sqlite3';
import type { Promotion } from '../../../core/domain/promotion/promotion';
import { normalizePromoCode } from '../../../core/domain/promotion/promotion';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { PromotionOrigin, PromotionStore, StoredPromotion } from '../promotions/promotion-store';

interface PromotionRow {
  definition: string;
  active: number;
  usages: number;
  origin: string;
}

const storedOf = (row: PromotionRow): StoredPromotion => ({
  promotion: { ...(JSON.parse(row.definition) as Promotion), active: row.active === 1, usages: row.usages },
  origin: row.origin === 'staged' ? 'staged' : 'file',
});

export class SqlitePromotionStore implements PromotionStore {
  private readonly statements;

  constructor(private readonly db: Database) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO promotions (restaurant_id, id, code, definition, active, usages, origin) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      ),
      upsertFromFile: db.prepare(
        `INSERT INTO promotions (restaurant_id, id, code, definition, active, usages, origin) VALUES (?, ?, ?, ?, ?, ?, 'file')
         ON CONFLICT (restaurant_id, id) DO UPDATE SET code = excluded.code, definition = excluded.definition, origin = 'file'`,
      ),
      dropOtherHolder: db.prepare('DELETE FROM promotions WHERE restaurant_id = ? AND code = ? AND id <> ?'),
      list: db.prepare('SELECT definition, active, usages, origin FROM promotions WHERE restaurant_id = ? ORDER BY id'),
      byCode: db.prepare('SELECT definition, active, usages, origin FROM promotions WHERE restaurant_id = ? AND code = ?'),
      setActive: db.prepare('UPDATE promotions SET active = ? WHERE restaurant_id = ? AND code = ?'),
      deleteAll: db.prepare('DELETE FROM promotions'),
    };
  }

  seed(restaurantId: RestaurantId, promotions: readonly Promotion[]): void {
    this.db.transaction(() => {
      for (const promotion of promotions) {
        const code = normalizePromoCode(promotion.code);
        this.statements.dropOtherHolder.run(restaurantId, code, promotion.id);
        this.statements.upsertFromFile.run(restaurantId, promotion.id, code, JSON.stringify({ ...promotion, code }), promotion.active ? 1 : 0, promotion.usages);
      }
    })();
  }

  list(restaurantId: RestaurantId): readonly StoredPromotion[] {
    return (this.statements.list.all(restaurantId) as PromotionRow[]).map(storedOf);
  }

  findByCode(restaurantId: RestaurantId, code: string): StoredPromotion | null {
    const row = this.statements.byCode.get(restaurantId, normalizePromoCode(code)) as PromotionRow | undefined;
    return row ? storedOf(row) : null;
  }

  insert(restaurantId: RestaurantId, promotion: Promotion, origin: PromotionOrigin): boolean {
    const code = normalizePromoCode(promotion.code);
    const definition = JSON.stringify({ ...promotion, code });
    return this.statements.insert.run(restaurantId, promotion.id, code, definition, promotion.active ? 1 : 0, promotion.usages, origin).changes === 1;
  }

  setActive(restaurantId: RestaurantId, code: string, active: boolean): boolean {
    return this.statements.setActive.run(active ? 1 : 0, restaurantId, normalizePromoCode(code)).changes === 1;
  }

  deleteAll(): void {
    this.statements.deleteAll.run();
  }
}
