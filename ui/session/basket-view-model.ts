import { makeAutoObservable, observableRef } from 'mobx';
import type { Basket, BasketEntry } from '../../core/domain/basket/basket';
import { MAX_LINE_QUANTITY, basketItemCount, emptyBasket, isBasketFormula } from '../../core/domain/basket/basket';
import type { BasketLineDetails } from '../../core/domain/basket/basket-line-details';
import { basketLineDetails } from '../../core/domain/basket/basket-line-details';
import type { BasketTotals } from '../../core/domain/basket/basket-totals';
import type { RemovedLine } from '../../core/domain/basket/basket-undo';
import { removedLine } from '../../core/domain/basket/basket-undo';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import { soldOutEntries } from '../../core/domain/catalogue/sold-out-lines';
import { optionsOfProduct } from '../../core/domain/catalogue/option-selection';
import type { Cents } from '../../core/domain/money/money';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { ChangeBasketQuantity } from '../../core/use-cases/basket/change-basket-quantity';
import type { ComputeTotals } from '../../core/use-cases/basket/compute-totals';
import type { PutBackBasketLine } from '../../core/use-cases/basket/put-back-basket-line';
import type { RemoveFromBasket } from '../../core/use-cases/basket/remove-from-basket';
import type { RestoreBasket } from '../../core/use-cases/basket/restore-basket';
import type { ClearSlotForPreparationTime } from '../../core/use-cases/schedule/clear-slot-for-preparation-time';
import { addedProductIds } from '../../core/domain/basket/basket-limits';
import type { Notify } from '../notifications/notification-center';

export interface BasketUseCases {
  readonly restoreBasket: Pick<RestoreBasket, 'execute'>;
  readonly changeBasketQuantity: Pick<ChangeBasketQuantity, 'execute'>;
  readonly removeFromBasket: Pick<RemoveFromBasket, 'execute'>;
  readonly computeTotals: Pick<ComputeTotals, 'execute'>;
  readonly putBackBasketLine: Pick<PutBackBasketLine, 'execute'>;
  readonly clearSlotForPreparationTime: Pick<ClearSlotForPreparationTime, 'execute'>;
}

/** What reopens a line's composition (issue 6: editing a basket line replaces it). */
export type LineEdit = { readonly kind: 'product'; readonly productId: number } | { readonly kind: 'formula'; readonly formulaId: number };

/**
 * One basket line as the customer reads it: the product or formula, each chosen item with its extra cost
 * (a formula: its price choice and the dish of each step), the price, and how to change it.
 */
export interface BasketLineView {
  readonly key: string;
  readonly name: LocalizedText;
  readonly quantity: number;
  readonly unitPrice: Cents;
  readonly linePrice: Cents;
  readonly details: BasketLineDetails;
  readonly canIncrease: boolean;
  /** null when there is nothing to compose again (a product without options). */
  readonly edit: LineEdit | null;
}

/**
 * The restaurant's basket for every screen (menu badge, basket drawer, checkout). The stored basket is
 * the source of truth (core BasketStore): every change goes through a use case, and this keeps the
 * basket the use case returns.
 */
export class BasketViewModel {
  basket: Basket;
  /** The line the customer just removed, until they undo it or the basket closes. */
  lastRemoved: RemovedLine | null = null;
  /** Issue 20.3: the menu with the stock told live since it was loaded (use-live-availability.ts); null until told. */
  liveCatalogue: Catalogue | null = null;
  /** The rule that flags lines (core unavailableBasketLines), given with the live stock: it stays out of the first route. */
  private unavailableLinesOf: ((basket: Basket, catalogue: Catalogue) => readonly string[]) | null = null;

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly catalogue: Catalogue,
    private readonly useCases: BasketUseCases,
    private readonly notifications: Notify,
  ) {
    this.basket = emptyBasket(settings.id);
    makeAutoObservable<BasketViewModel, 'settings' | 'catalogue' | 'useCases' | 'notifications' | 'unavailableLinesOf'>(
      this,
      { settings: false, catalogue: false, useCases: false, notifications: false, liveCatalogue: observableRef, unavailableLinesOf: false },
      { autoBind: true },
    );
  }

  /**
   * The basket as it was left, checked against today's catalogue (checkout 4). What could not be kept is
   * told to the customer, never a reason to fail (browsing 2.8: products_removed_from_cart).
   */
  restore(): void {
    const restored = this.useCases.restoreBasket.execute({ restaurantId: this.settings.id, catalogue: this.catalogue });
    this.basket = restored.basket;
    // browsing 4 (issue 20.3): a line sold out since the last visit is named as sold out, the others as removed.
    const soldOut = soldOutEntries(restored.removed, this.catalogue);
    const otherwise = restored.removed.filter((entry) => !soldOut.includes(entry));
    if (soldOut.length > 0) {
      this.notifications.notify({ key: 'sold_out_products_removed_from_cart', names: soldOut.map((entry) => entry.product.name), tone: 'warning' }, 8_000);
    }
    if (otherwise.length > 0) {
      this.notifications.notify({ key: 'products_removed_from_cart', names: otherwise.map((entry) => entry.product.name), tone: 'warning' }, 8_000);
    }
    if (restored.storageProblem === 'unreadable' || restored.storageProblem === 'outdated') {
      this.notifications.notify({ key: 'basket_could_not_be_restored', tone: 'warning' }, 8_000);
    } else if (restored.storageProblem === 'some_lines_unreadable') {
      this.notifications.notify({ key: 'some_basket_products_could_not_be_restored', tone: 'warning' }, 8_000);
    }
  }

  /**
   * browsing 2.1: a shared-cart link replaced the basket (OpenSharedCart). Lines today's catalogue no
   * longer allows are told like a restored basket's (browsing 2.8: products_removed_from_cart).
   */
  adoptShared(basket: Basket, removed: readonly BasketEntry[]): void {
    this.basket = basket;
    if (removed.length > 0) {
      this.notifications.notify({ key: 'products_removed_from_cart', names: removed.map((entry) => entry.product.name), tone: 'warning' }, 8_000);
    } else {
      this.notifications.notify({ key: 'shared_cart_loaded', tone: 'success' });
    }
  }

  /** Issue 20.3: the stock changed at the platform while the basket was open. */
  useLiveCatalogue(catalogue: Catalogue, unavailableLinesOf: (basket: Basket, catalogue: Catalogue) => readonly string[]): void {
    this.unavailableLinesOf = unavailableLinesOf;
    this.liveCatalogue = catalogue;
  }

  /** Issue 20.3 (browsing 3, checkout 8): the lines the menu can no longer serve, flagged before the checkout sends them. */
  get unavailableLineKeys(): ReadonlySet<string> {
    // Until the platform tells the stock live, the basket holds what the menu it was checked against allowed.
    return new Set(this.liveCatalogue && this.unavailableLinesOf ? this.unavailableLinesOf(this.basket, this.liveCatalogue) : []);
  }

  /** After a use case changed the stored basket (AddToBasket, PlaceOrder ...). */
  replace(basket: Basket): void {
    this.basket = basket;
  }

  /**
   * After an add from the menu, a dialog or the formula builder: keeps the basket and tells the customer.
   * browsing 4 and 8: a product with a preparation time clears a chosen slot, which is said instead
   * (preparation_time_change_remove_timeslot, 6 s); otherwise `key` (product_added_to_shopping_cart).
   */
  confirmAdded(basket: Basket, names: readonly LocalizedText[], key = 'product_added_to_shopping_cart'): void {
    const added = addedProductIds(this.catalogue, this.basket, basket);
    this.basket = basket;
    const cleared = this.useCases.clearSlotForPreparationTime.execute({ restaurantId: this.settings.id, catalogue: this.catalogue, addedProductIds: added });
    if (cleared) this.notifications.notify({ key: 'preparation_time_change_remove_timeslot', tone: 'info' });
    else this.notifications.notify({ key, names, tone: 'success' });
  }

  get itemCount(): number {
    return basketItemCount(this.basket);
  }

  get isEmpty(): boolean {
    return this.basket.basketProducts.length === 0;
  }

  /** Without an order type yet, the basket has no delivery cost or minimum (checkout 5 applies them later). */
  get totals(): BasketTotals {
    return this.useCases.computeTotals.execute({ basket: this.basket, settings: this.settings, orderTypeId: null });
  }

  get lines(): BasketLineView[] {
    return this.basket.basketProducts.map((entry) => this.lineView(entry));
  }

  increase(key: string): void {
    this.setQuantity(key, (this.entry(key)?.nb ?? 0) + 1);
  }

  /** "-" on the last unit removes the line as the remove button does: with an undo (issue 6). */
  decrease(key: string): void {
    const nb = this.entry(key)?.nb ?? 0;
    if (nb <= 1) this.remove(key);
    else this.setQuantity(key, nb - 1);
  }

  /** Takes the line out and remembers it, so that the customer can undo it. */
  remove(key: string): void {
    this.lastRemoved = removedLine(this.basket, key);
    this.basket = this.useCases.removeFromBasket.execute({ restaurantId: this.settings.id, keys: [key] });
  }

  /** Puts the line just removed back in its place. */
  undoRemove(): void {
    const removed = this.lastRemoved;
    if (!removed) return;
    this.lastRemoved = null;
    this.basket = this.useCases.putBackBasketLine.execute({ restaurantId: this.settings.id, removed });
  }

  /** The basket closed: the removal is final. */
  forgetRemoved(): void {
    this.lastRemoved = null;
  }

  /** The line of a key, for the compose dialog or formula builder that edits it. */
  entry(key: string): BasketEntry | undefined {
    return this.basket.basketProducts.find((entry) => entry.key === key);
  }

  removeLines(keys: readonly string[]): void {
    if (keys.length === 0) return;
    this.basket = this.useCases.removeFromBasket.execute({ restaurantId: this.settings.id, keys });
  }

  private setQuantity(key: string, quantity: number): void {
    const result = this.useCases.changeBasketQuantity.execute({ restaurantId: this.settings.id, catalogue: this.catalogue, settings: this.settings, key, quantity });
    // browsing 5: "+" past a limit is refused with the rule's words; the line keeps its quantity.
    if (result.ok) this.basket = result.value;
    else this.notifications.notify({ key: result.error, tone: 'warning' });
  }

  private lineView(entry: BasketEntry): BasketLineView {
    return {
      key: entry.key,
      name: entry.product.name,
      quantity: entry.nb,
      unitPrice: entry.product.unitPrice,
      linePrice: entry.product.unitPrice * entry.nb,
      details: basketLineDetails(this.catalogue, entry.product),
      canIncrease: entry.nb < MAX_LINE_QUANTITY,
      edit: this.editOf(entry),
    };
  }

  private editOf(entry: BasketEntry): LineEdit | null {
    const item = entry.product;
    if (isBasketFormula(item)) return { kind: 'formula', formulaId: item.id };
    const product = findProduct(this.catalogue, item.id);
    return product && optionsOfProduct(this.catalogue, product).length > 0 ? { kind: 'product', productId: item.id } : null;
  }
}
