import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { CatalogueChange, StoredEstablishment } from './simulator-store';

/**
 * The establishments and what staging changed on their menus (tables establishments, catalogue_changes).
 * One process writes the store: the changes read are kept in memory (issue 17: every order read them,
 * twice), forgotten when they are written and when a transaction rolls back (forgetReads).
 */
export class SqliteCatalogueChanges {
  private readonly statements;
  /** The menu changes of each establishment as last read, or as none were written since. */
  private readonly changesRead = new Map<RestaurantId, readonly CatalogueChange[]>();

  constructor(db: SqliteDatabase) {
    this.statements = {
      saveEstablishment: db.prepare(
        `INSERT INTO establishments (id, source, settings, catalogue, loaded_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET source = excluded.source, settings = excluded.settings, catalogue = excluded.catalogue, loaded_at = excluded.loaded_at`,
      ),
      catalogueChanges: db.prepare('SELECT product_id, stock_changed, stock, price FROM catalogue_changes WHERE restaurant_id = ?'),
      setStock: db.prepare(
        `INSERT INTO catalogue_changes (restaurant_id, product_id, stock_changed, stock) VALUES (?, ?, 1, ?)
         ON CONFLICT (restaurant_id, product_id) DO UPDATE SET stock_changed = 1, stock = excluded.stock`,
      ),
      setPrice: db.prepare(
        `INSERT INTO catalogue_changes (restaurant_id, product_id, price) VALUES (?, ?, ?)
         ON CONFLICT (restaurant_id, product_id) DO UPDATE SET price = excluded.price`,
      ),
      clearCatalogueChanges: db.prepare('DELETE FROM catalogue_changes'),
    };
  }

  /** What was read inside a transaction that rolled back may have been undone with it. */
  forgetReads(): void {
    this.changesRead.clear();
  }

  saveEstablishment(establishment: StoredEstablishment, at: string): void {
    this.statements.saveEstablishment.run(
      establishment.settings.id,
      establishment.source,
      JSON.stringify(establishment.settings),
      JSON.stringify(establishment.catalogue),
      at,
    );
  }

  /** The same array until the establishment's changes are written again: a caller may keep what it built from it. */
  catalogueChanges(restaurantId: RestaurantId): readonly CatalogueChange[] {
    const kept = this.changesRead.get(restaurantId);
    if (kept) return kept;
    const rows = this.statements.catalogueChanges.all(restaurantId) as { product_id: number; stock_changed: number; stock: number | null; price: number | null }[];
    const changes = Object.freeze(
      rows.map((row) => ({
        productId: row.product_id,
        ...(row.stock_changed === 1 && { stock: row.stock }),
        ...(row.price !== null && { price: row.price }),
      })),
    );
    this.changesRead.set(restaurantId, changes);
    return changes;
  }

  setStock(restaurantId: RestaurantId, productId: number, numberAvailable: number | null): void {
    this.changesRead.delete(restaurantId);
    this.statements.setStock.run(restaurantId, productId, numberAvailable);
  }

  setPrice(restaurantId: RestaurantId, productId: number, price: number): void {
    this.changesRead.delete(restaurantId);
    this.statements.setPrice.run(restaurantId, productId, price);
  }

  clearCatalogueChanges(): void {
    this.changesRead.clear();
    this.statements.clearCatalogueChanges.run();
  }
}
