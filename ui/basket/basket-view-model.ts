import { makeAutoObservable } from 'mobx';
import type { Basket, BasketEntry } from '../../core/domain/basket/basket';
import { MAX_LINE_QUANTITY, basketItemCount, emptyBasket } from '../../core/domain/basket/basket';
import type { BasketTotals } from '../../core/domain/basket/basket-totals';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import type { Cents } from '../../core/domain/money/money';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { ChangeBasketQuantity } from '../../core/use-cases/basket/change-basket-quantity';
import type { ComputeTotals } from '../../core/use-cases/basket/compute-totals';
import type { RemoveFromBasket } from '../../core/use-cases/basket/remove-from-basket';
import type { RestoreBasket } from '../../core/use-cases/basket/restore-basket';
import type { Notify } from '../app/notifications/notification-center';

export interface BasketUseCases {
  readonly restoreBasket: Pick<RestoreBasket, 'execute'>;
  readonly changeBasketQuantity: Pick<ChangeBasketQuantity, 'execute'>;
  readonly removeFromBasket: Pick<RemoveFromBasket, 'execute'>;
  readonly computeTotals: Pick<ComputeTotals, 'execute'>;
}

/** One basket line as the customer reads it: the product, what was chosen in each option, the price. */
export interface BasketLineView {
  readonly key: string;
  readonly name: LocalizedText;
  readonly quantity: number;
  readonly unitPrice: Cents;
  readonly linePrice: Cents;
  readonly choices: readonly { readonly option: LocalizedText; readonly items: readonly LocalizedText[] }[];
  readonly canIncrease: boolean;
}

/**
 * The restaurant's basket for every screen (menu badge, basket drawer, checkout). The stored basket is
 * the source of truth (core BasketStore): every change goes through a use case, and this keeps the
 * basket the use case returns.
 */
export class BasketViewModel {
  basket: Basket;

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly catalogue: Catalogue,
    private readonly useCases: BasketUseCases,
    private readonly notifications: Notify,
  ) {
    this.basket = emptyBasket(settings.id);
    makeAutoObservable<BasketViewModel, 'settings' | 'catalogue' | 'useCases' | 'notifications'>(
      this,
      { settings: false, catalogue: false, useCases: false, notifications: false },
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
    if (restored.removed.length > 0) {
      this.notifications.notify({ key: 'products_removed_from_cart', names: restored.removed.map((entry) => entry.product.name), tone: 'warning' }, 8_000);
    }
    if (restored.storageProblem === 'unreadable' || restored.storageProblem === 'outdated') {
      this.notifications.notify({ key: 'basket_could_not_be_restored', tone: 'warning' }, 8_000);
    } else if (restored.storageProblem === 'some_lines_unreadable') {
      this.notifications.notify({ key: 'some_basket_products_could_not_be_restored', tone: 'warning' }, 8_000);
    }
  }

  /** After a use case changed the stored basket (AddToBasket, PlaceOrder ...). */
  replace(basket: Basket): void {
    this.basket = basket;
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

  /** Going below 1 removes the line (core setEntryQuantity). */
  decrease(key: string): void {
    this.setQuantity(key, (this.entry(key)?.nb ?? 0) - 1);
  }

  remove(key: string): void {
    this.basket = this.useCases.removeFromBasket.execute({ restaurantId: this.settings.id, keys: [key] });
  }

  removeLines(keys: readonly string[]): void {
    if (keys.length === 0) return;
    this.basket = this.useCases.removeFromBasket.execute({ restaurantId: this.settings.id, keys });
  }

  private setQuantity(key: string, quantity: number): void {
    this.basket = this.useCases.changeBasketQuantity.execute({ restaurantId: this.settings.id, key, quantity });
  }

  private entry(key: string): BasketEntry | undefined {
    return this.basket.basketProducts.find((entry) => entry.key === key);
  }

  private lineView(entry: BasketEntry): BasketLineView {
    const choices = entry.product.selectedOptions.flatMap((selected) => {
      const option = this.catalogue.options.find((candidate) => candidate.id === selected.option_id);
      if (!option) return [];
      const items = selected.item_ids.flatMap((id): LocalizedText[] => {
        const item = option.product_option_items.find((candidate) => candidate.id === id);
        return item ? [item.name] : [];
      });
      return items.length > 0 ? [{ option: option.name, items }] : [];
    });
    return {
      key: entry.key,
      name: entry.product.name,
      quantity: entry.nb,
      unitPrice: entry.product.unitPrice,
      linePrice: entry.product.unitPrice * entry.nb,
      choices,
      canIncrease: entry.nb < MAX_LINE_QUANTITY,
    };
  }
}
