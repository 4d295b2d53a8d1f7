import type { Basket } from '../../../core/domain/basket/basket';
import type { BestSeller } from '../../../core/domain/home/home-selections';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';
import type { SuggestionEntry } from '../../../core/domain/suggestions/product-suggestions';
import type { Clock } from '../../../core/ports/clock';
import * as v from 'valibot';
import { futureRequest } from '../../platform-api/selection-schemas';
import { NO_INSIGHTS } from '../establishments/establishment-insights';
import type { SimulatorStore } from '../store/simulator-store';
import { ordersSince } from './order-pages';
import type { ProductEventRecord } from './product-events';
import { ProductEvents } from './product-events';
import type { RoomDirectoryClickRecord } from './room-directory-clicks';
import { RoomDirectoryClicks } from './room-directory-clicks';
import { bestSellers, suggestionEntries } from './selections';
import { SHARED_CART_KEEP_MS, checkSharedBasket, keepSharedCart, sharedCartOf } from './shared-carts';
import type { SimulatorCatalogue } from './simulator-catalogue';
import { SimulatorError } from './simulator-error';
import type { HighlightProduct } from '../../../core/domain/room-directory/highlight-product';
import { highlightProductOf } from './highlight-products';

/** Ours: the best sellers count the orders of the last 30 days on top of the file's sales. */
const BEST_SELLERS_DAYS = 30;

/**
 * What the storefront asks while a customer browses (browsing 2, 6, 7): suggestions, best sellers, the
 * room directory and its clicks, shared baskets. Reads of the catalogue and the orders, nothing of the intake.
 */
export class SimulatorBrowsing {
  /** browsing 2.11: the room-directory category clicks (in memory). */
  private readonly directoryClicks = new RoomDirectoryClicks();
  /** browsing 7: the product clicks and suggestion picks (in memory). */
  private readonly productEvents = new ProductEvents();

  constructor(
    private readonly store: SimulatorStore,
    private readonly clock: Clock,
    private readonly establishments: SimulatorCatalogue,
  ) {}

  /** Back to the state of the files: no clicks or product events recorded. */
  reset(): void {
    this.directoryClicks.clear();
    this.productEvents.clear();
  }

  /** browsing 7: POST /api/future/{restaurantId} with { productIds }: what goes with the selection. */
  suggestionsFor(restaurantId: RestaurantId, body: unknown): SuggestionEntry[] {
    const { insights } = this.establishments.establishment(restaurantId);
    const parsed = v.safeParse(futureRequest, body);
    if (!parsed.success) {
      const [issue] = parsed.issues;
      throw new SimulatorError('bad_request', issue.message, v.getDotPath(issue) ?? 'productIds');
    }
    return suggestionEntries(insights ?? NO_INSIGHTS, this.establishments.catalogue(restaurantId), parsed.output.productIds);
  }

  /** Ours (browsing 2.2, the home's most-ordered block): units sold per product, most sold first. */
  bestSellers(restaurantId: RestaurantId): BestSeller[] {
    const { insights } = this.establishments.establishment(restaurantId);
    const since = this.clock.now().toUTC().minus({ days: BEST_SELLERS_DAYS }).toISO() ?? '';
    const orders = [...ordersSince(this.store, restaurantId, since)];
    return bestSellers(insights ?? NO_INSIGHTS, orders);
  }

  /** Ours (browsing 2.9, the room directory data load): 404 for an establishment without a directory. */
  roomDirectory(restaurantId: RestaurantId): RoomDirectory {
    const { roomDirectory } = this.establishments.establishment(restaurantId);
    if (!roomDirectory) throw new SimulatorError('not_found', `${restaurantId} has no room directory`);
    return roomDirectory;
  }

  /** browsing 7 "Highlight product fetch" (our path): the service's product and order type, or browsing 8's errors. */
  highlightProduct(restaurantId: RestaurantId, serviceId: string): HighlightProduct {
    return highlightProductOf(serviceId, this.establishments.establishment(restaurantId), this.establishments.catalogue(restaurantId));
  }

  /** browsing 2.11: a tile click, tracked as a room-directory category click (our path). */
  recordRoomDirectoryClick(restaurantId: RestaurantId, body: unknown): void {
    this.directoryClicks.record(restaurantId, this.roomDirectory(restaurantId), body, this.clock.now().toUTC().toISO() ?? '');
  }

  /** browsing 7: a product click or a suggestion pick, of a product on the establishment's menu (our path). */
  recordProductEvent(restaurantId: RestaurantId, body: unknown): void {
    this.productEvents.record(restaurantId, this.establishments.catalogue(restaurantId).products, body, this.clock.now().toUTC().toISO() ?? '');
  }

  /** The product events recorded so far, oldest first (staging reads them). */
  productEventsSoFar(): readonly ProductEventRecord[] {
    return this.productEvents.soFar();
  }

  /** The clicks recorded so far, oldest first (staging reads them). */
  roomDirectoryClicksSoFar(): readonly RoomDirectoryClickRecord[] {
    return this.directoryClicks.soFar();
  }

  /** Ours (browsing 6, share my basket): keeps a checked basket under a new unguessable id. */
  shareCart(restaurantId: RestaurantId, body: unknown): { readonly cart_id: string } {
    this.establishments.establishment(restaurantId);
    return { cart_id: keepSharedCart(this.store, restaurantId, checkSharedBasket(restaurantId, body), this.clock.now().toUTC().toISO() ?? '') };
  }

  /** browsing 7: "Shared cart fetch by cart id" (our path): 404 for an unknown, expired or malformed id. */
  sharedCart(restaurantId: RestaurantId, cartId: string): Basket {
    this.establishments.establishment(restaurantId);
    return sharedCartOf(this.store, restaurantId, cartId, this.clock.now().toUTC().minus({ milliseconds: SHARED_CART_KEEP_MS }).toISO() ?? '');
  }
}
