import type { BasketUnitCounts } from '../../../core/domain/basket/basket-limits';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { PricedOrder } from '../../../core/domain/order/order-pricing';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { Clock } from '../../../core/ports/clock';
import type { EstablishmentData } from '../establishments/establishment-data';
import type { CatalogueChange, SimulatorStore } from '../store/simulator-store';
import type { LimitChange } from './limit-settings';
import { withLimitChange } from './limit-settings';
import { addCounts, countOrdered, limitsAnything, settingsWithOrderedUnits, withOrderedUnits } from './limit-counters';
import { ordersSince } from './order-pages';
import { stockLeftAfter } from './order-stock';
import { SimulatorError } from './simulator-error';
import { zoneOf } from './zone-offsets';
import { aliasIndex } from '../establishments/establishment-aliases';
import { MAX_BUSY_MINUTES } from '../../../core/domain/catalogue/menu-availability';
import { MenuAvailabilityFeed } from './menu-availability-feed';

/**
 * The establishments the simulator serves and their menus as of now: the files' settings and catalogues,
 * with the stock and prices changed since (kept in the store), the limits staged (`sim limit`), the closures
 * staged (`sim close`) and the units ordered today counted against the limits (browsing 3 and 5).
 */
export class SimulatorCatalogue {
  private readonly establishments = new Map<RestaurantId, EstablishmentData>();
  /** browsing 2.1: each hashed alias to its establishment's id (establishment files' `aliases`). */
  private readonly aliases: ReadonlyMap<string, RestaurantId>;
  /** The establishments as their files give them, to go back to after `sim limit` changes (reset). */
  private readonly asLoaded = new Map<RestaurantId, EstablishmentData>();
  /** Restaurants closed for now by staging (`sim close`), until reopened or reset. */
  private readonly closedNow = new Set<RestaurantId>();
  /**
   * browsing 5: the units ordered today per restaurant, kept so that an order does not count them all again;
   * with the day's bounds (epoch ms, the restaurant's zone), so that the day is checked without a time zone's arithmetic.
   */
  private readonly orderedUnits = new Map<RestaurantId, { readonly day: string; readonly fromMs: number; readonly untilMs: number; readonly counts: BasketUnitCounts }>();
  /**
   * Issue 17: each establishment's menu with its changes, built once and kept while the establishment and its
   * changes are the same objects (the store gives the same array until they are written, `setLimit` a new establishment).
   */
  private readonly withChanges = new Map<RestaurantId, { readonly establishment: EstablishmentData; readonly changes: readonly CatalogueChange[]; readonly catalogue: Catalogue }>();
  /** Issue 20.3 (`sim busy`): the minutes a busy kitchen adds to the preparation time, until ended or reset. */
  private readonly busyNow = new Map<RestaurantId, number>();
  /** Issue 20.4: who follows a change of busy time (the orders, whose expected time moves with it). */
  private readonly busyListeners = new Set<(restaurantId: RestaurantId) => void>();
  /** Issue 20.3: each change of stock or busy time, told once to the live socket. */
  readonly availabilityFeed: MenuAvailabilityFeed;
  /** Whether an establishment limits anything, per establishment as loaded or staged. */
  private readonly limiting = new WeakMap<EstablishmentData, boolean>();

  constructor(
    private readonly store: SimulatorStore,
    private readonly clock: Clock,
    establishments: readonly (EstablishmentData & { readonly source?: string })[],
  ) {
    this.aliases = aliasIndex(establishments);
    this.availabilityFeed = new MenuAvailabilityFeed({
      catalogue: (id) => this.catalogueWithChanges(id),
      busyMinutes: (id) => this.busyMinutes(id),
      preparationMinutes: (id) => this.settings(id).default_preparation_time,
    });
    const loadedAt = clock.now().toUTC().toISO() ?? '';
    store.transaction(() => {
      for (const establishment of establishments) {
        const served = withFastProducts(establishment);
        this.establishments.set(establishment.settings.id, served);
        this.asLoaded.set(establishment.settings.id, served);
        store.saveEstablishment({ ...establishment, source: establishment.source ?? '(in code)' }, loadedAt);
      }
    });
  }

  /** browsing 2.1: the id an establishment's hashed alias stands for, or null for no alias. */
  idOfAlias(alias: string): RestaurantId | null {
    return this.aliases.get(alias) ?? null;
  }

  /** Back to the files: staged limits and closures dropped (the store's changes are cleared by the engine). */
  reset(): void {
    for (const id of this.establishments.keys()) this.availabilityFeed.changing(id);
    this.busyNow.clear();
    for (const [id, establishment] of this.asLoaded) this.establishments.set(id, establishment);
    this.orderedUnits.clear();
    this.withChanges.clear();
    this.closedNow.clear();
  }

  ids(): RestaurantId[] {
    return [...this.establishments.keys()];
  }

  has(restaurantId: RestaurantId): boolean {
    return this.establishments.has(restaurantId);
  }

  /** The establishment's data as loaded (and limits staged); 404 for an unknown id. */
  establishment(restaurantId: RestaurantId): EstablishmentData {
    const establishment = this.establishments.get(restaurantId);
    if (!establishment) throw new SimulatorError('not_found', `no establishment ${restaurantId}`);
    return establishment;
  }

  /** The settings, the total product count limit's `current` counting today's orders (browsing 5). */
  settings(restaurantId: RestaurantId): RestaurantSettings {
    const { settings: fromFile } = this.establishment(restaurantId);
    const closed = this.closedNow.has(restaurantId) ? { ...fromFile, is_closed: true } : fromFile;
    // Issue 20.3: a busy kitchen lengthens the preparation time the storefront shows and the intake checks.
    const busy = this.busyMinutes(restaurantId);
    const settings = busy > 0 ? { ...closed, default_preparation_time: closed.default_preparation_time + busy } : closed;
    const ordered = this.orderedToday(restaurantId);
    return ordered ? settingsWithOrderedUnits(settings, ordered) : settings;
  }

  /** Staging (`sim close`): the restaurant closes for now (is_closed), or opens again as its file says. */
  setClosed(restaurantId: RestaurantId, closed: boolean): void {
    this.establishment(restaurantId);
    if (closed) this.closedNow.add(restaurantId);
    else this.closedNow.delete(restaurantId);
  }

  /** Issue 20.3: the minutes `sim busy` added to the preparation time (0: not busy). */
  busyMinutes(restaurantId: RestaurantId): number {
    return this.busyNow.get(restaurantId) ?? 0;
  }

  /** Issue 20.3 (`sim busy`): the kitchen is busy for a while: N more minutes of preparation; 0 ends it. */
  setBusy(restaurantId: RestaurantId, minutes: number): void {
    this.establishment(restaurantId);
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_BUSY_MINUTES) {
      throw new SimulatorError('bad_request', `minutes is a whole number from 0 to ${MAX_BUSY_MINUTES}`, 'minutes');
    }
    this.availabilityFeed.changing(restaurantId);
    if (minutes === 0) this.busyNow.delete(restaurantId);
    else this.busyNow.set(restaurantId, minutes);
    for (const listener of this.busyListeners) listener(restaurantId);
  }

  /** Issue 20.4: called after each `sim busy` of an establishment, with its id. */
  onBusyChanged(listener: (restaurantId: RestaurantId) => void): () => void {
    this.busyListeners.add(listener);
    return () => this.busyListeners.delete(listener);
  }

  /** The catalogue with the stock, prices and limit counters of the moment. */
  catalogue(restaurantId: RestaurantId): Catalogue {
    const catalogue = this.catalogueWithChanges(restaurantId);
    const ordered = this.orderedToday(restaurantId);
    return ordered ? withOrderedUnits(catalogue, ordered) : catalogue;
  }

  /**
   * Staging (issue 6, `sim limit`): sets or clears a product's or a category's limit, or the total product
   * count limit, live (browsing 3 and 5); kept in memory until reset or restart, like the file it changes.
   */
  setLimit(restaurantId: RestaurantId, change: LimitChange): void {
    this.establishments.set(restaurantId, withLimitChange(this.establishment(restaurantId), change));
    // The day's counts are counted again: an establishment that limited nothing was not counted.
    this.orderedUnits.delete(restaurantId);
  }

  /** Sets a product's stock (admin): a number of units, or null for "not available" (browsing 3). */
  setStock(restaurantId: RestaurantId, productId: number, numberAvailable: number | null): void {
    this.product(restaurantId, productId);
    if (numberAvailable !== null && (!Number.isInteger(numberAvailable) || numberAvailable < 0 || numberAvailable > 1_000_000)) {
      throw new SimulatorError('bad_request', 'number_available is a whole number of units up to 1000000, or null', 'number_available');
    }
    this.availabilityFeed.changing(restaurantId);
    this.store.setStock(restaurantId, productId, numberAvailable);
  }

  /** Changes a product's price in cents (admin): a menu changed while a customer had it open. */
  setPrice(restaurantId: RestaurantId, productId: number, price: number): void {
    this.product(restaurantId, productId);
    if (!Number.isInteger(price) || price < 0 || price > 10_000_000) throw new SimulatorError('bad_request', 'price is a whole number of cents up to 10000000', 'price');
    this.store.setPrice(restaurantId, productId, price);
  }

  /** Takes (or, negative, gives back) the units of tracked products. */
  takeStock(restaurantId: RestaurantId, taken: readonly { dish: number; nb: number }[]): void {
    // The stock is the menu's with its changes: the day's counters play no part in it.
    const left = stockLeftAfter(this.catalogueWithChanges(restaurantId), taken);
    if (left.size > 0) this.availabilityFeed.changing(restaurantId);
    for (const [productId, units] of left) this.store.setStock(restaurantId, productId, units);
  }

  /** The day's counters grow by an order's units (counted again from the store when the day changes). */
  countOrder(restaurantId: RestaurantId, catalogue: Catalogue, priced: PricedOrder): void {
    const counted = this.orderedUnits.get(restaurantId);
    if (counted) this.orderedUnits.set(restaurantId, { ...counted, counts: addCounts(counted.counts, countOrdered(catalogue, [priced])) });
  }

  /** A canceled order, or a group order undone, no longer counts toward the limits: count again. */
  countAgain(restaurantId: RestaurantId): void {
    this.orderedUnits.delete(restaurantId);
  }

  /**
   * browsing 5: the units of the orders taken today (the restaurant's business day), not canceled, per
   * product and category; null where the establishment limits nothing (no need to count).
   */
  private orderedToday(restaurantId: RestaurantId): BasketUnitCounts | null {
    const establishment = this.establishment(restaurantId);
    if (!this.limitsAnything(establishment)) return null;
    const { settings, catalogue } = establishment;
    const nowMs = this.clock.now().toMillis();
    const cached = this.orderedUnits.get(restaurantId);
    if (cached && cached.fromMs <= nowMs && nowMs < cached.untilMs) return cached.counts;
    const today = this.clock.now().setZone(zoneOf(settings.timezone));
    const day = today.toISODate() ?? '';
    if (cached?.day === day) return cached.counts;
    const start = today.startOf('day');
    const since = start.toUTC().toISO() ?? '';
    const taken = [...ordersSince(this.store, restaurantId, since)].filter((order) => !order.canceled).map((order) => order.priced);
    const counts = countOrdered(catalogue, taken);
    this.orderedUnits.set(restaurantId, { day, fromMs: start.toMillis(), untilMs: start.plus({ days: 1 }).toMillis(), counts });
    return counts;
  }

  private limitsAnything(establishment: EstablishmentData): boolean {
    let limits = this.limiting.get(establishment);
    if (limits === undefined) {
      limits = limitsAnything(establishment.settings, establishment.catalogue);
      this.limiting.set(establishment, limits);
    }
    return limits;
  }

  private catalogueWithChanges(restaurantId: RestaurantId): Catalogue {
    const establishment = this.establishment(restaurantId);
    const changes = this.store.catalogueChanges(restaurantId);
    const built = this.withChanges.get(restaurantId);
    if (built && built.establishment === establishment && built.changes === changes) return built.catalogue;
    const catalogue = withCatalogueChanges(establishment.catalogue, changes);
    this.withChanges.set(restaurantId, { establishment, changes, catalogue });
    return catalogue;
  }

  private product(restaurantId: RestaurantId, productId: number) {
    const product = this.establishment(restaurantId).catalogue.products.find((p) => p.id === productId);
    if (!product) throw new SimulatorError('not_found', `no product ${productId} at ${restaurantId}`);
    return product;
  }
}

/**
 * Issue 17: the products as objects V8 reads fast. They come out of the file's check (valibot) built key by key,
 * and V8 keeps an object built so as a dictionary past a dozen keys (a product has 24): every order reads them
 * (pricing, limits, stock) and copies the limited ones, 15 us a copy from a dictionary and 0.1 from an object
 * made by a spread, which is what this is. The same fields and values.
 */
function withFastProducts<T extends EstablishmentData>(establishment: T): T {
  const { catalogue } = establishment;
  return { ...establishment, catalogue: { ...catalogue, products: catalogue.products.map((product) => ({ ...product })) } };
}

/** A menu with the stock and prices changed since it was loaded. */
function withCatalogueChanges(catalogue: Catalogue, list: readonly CatalogueChange[]): Catalogue {
  const changes = new Map(list.map((change) => [change.productId, change]));
  if (changes.size === 0) return catalogue;
  const products = catalogue.products.map((product) => {
    const change = changes.get(product.id);
    if (!change) return product;
    return {
      ...product,
      ...(change.stock !== undefined && { stock: { number_available: change.stock } }),
      ...(change.price !== undefined && { price: change.price }),
    };
  });
  return { ...catalogue, products };
}
