import { makeAutoObservable } from 'mobx';
import { MAX_LINE_QUANTITY } from '../../core/domain/basket/basket';
import type { Basket } from '../../core/domain/basket/basket';
import type { Catalogue, Product, ProductOption } from '../../core/domain/catalogue/catalogue';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import type { OptionSelection } from '../../core/domain/catalogue/option-selection';
import {
  composedUnitPrice,
  defaultSelection,
  isItemDisabled,
  itemsOf,
  missingMandatoryOptions,
  optionsOfProduct,
  toggleItem,
} from '../../core/domain/catalogue/option-selection';
import type { OptionRules } from '../../core/domain/catalogue/option-rules';
import { optionRules } from '../../core/domain/catalogue/option-rules';
import { productAllergens } from '../../core/domain/catalogue/product-allergens';
import type { ProductAvailability } from '../../core/domain/catalogue/product-availability';
import { productAvailability } from '../../core/domain/catalogue/product-availability';
import type { Cents } from '../../core/domain/money/money';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { AddToBasket, AddToBasketProblem } from '../../core/use-cases/basket/add-to-basket';
import type { Notify } from '../app/notifications/notification-center';
import { unavailableProductNotice } from '../app/notifications/notification-center';

export interface ProductComposeDeps {
  readonly restaurantId: RestaurantId;
  readonly catalogue: Catalogue;
  readonly addToBasket: Pick<AddToBasket, 'execute'>;
  readonly basket: { replace(basket: Basket): void };
  readonly notifications: Notify;
  /** browsing 8: the restaurant's text for a product that cannot be added, else product_victim_success. */
  readonly unavailableText?: LocalizedText | null;
}

/**
 * The compose dialog of one product (browsing 4 and 5): options with their defaults and rules, the live
 * unit price, the quantity and the add button. Every rule is core's (option-selection.ts); this holds
 * the customer's choices and says what to show.
 */
export class ProductComposeViewModel {
  selection: OptionSelection;
  quantity = 1;
  /** Set once the customer tried to add: the missing mandatory options are then pointed out. */
  attempted = false;
  problem: AddToBasketProblem | null = null;
  readonly options: readonly ProductOption[];

  constructor(
    readonly product: Product,
    private readonly deps: ProductComposeDeps,
  ) {
    this.options = optionsOfProduct(deps.catalogue, product);
    // browsing 4: default items are pre-selected.
    this.selection = defaultSelection(this.options);
    makeAutoObservable<ProductComposeViewModel, 'deps'>(this, { product: false, options: false, deps: false }, { autoBind: true });
  }

  /** The compose view model of a product of the catalogue; null when there is no such product to compose. */
  static forProduct(productId: number, deps: ProductComposeDeps): ProductComposeViewModel | null {
    const product = findProduct(deps.catalogue, productId);
    return product && product.type === 'product' && product.visible ? new ProductComposeViewModel(product, deps) : null;
  }

  get availability(): ProductAvailability {
    return productAvailability(this.product);
  }

  get allergens(): LocalizedText[] {
    return productAllergens(this.deps.catalogue, this.product).map((allergen) => allergen.name);
  }

  rulesOf(option: ProductOption): OptionRules {
    return optionRules(option);
  }

  isChosen(option: ProductOption, itemId: number): boolean {
    return itemsOf(this.selection, option.id).includes(itemId);
  }

  /** browsing 5: a capped multiple option disables its other items once full. */
  isDisabled(option: ProductOption, itemId: number): boolean {
    return isItemDisabled(option, this.selection, itemId);
  }

  /** How many items are chosen in an option (shown as "2 / 3"). */
  chosenCount(option: ProductOption): number {
    return itemsOf(this.selection, option.id).length;
  }

  toggle(option: ProductOption, itemId: number): void {
    this.selection = toggleItem(option, this.selection, itemId);
    this.problem = null;
  }

  /** browsing 5: mandatory options still to answer. */
  get missingOptionIds(): number[] {
    return missingMandatoryOptions(this.options, this.selection).map((option) => option.id);
  }

  isMissing(option: ProductOption): boolean {
    return this.attempted && this.missingOptionIds.includes(option.id);
  }

  /** browsing 4: the product's price with its items and the extras beyond max_number. */
  get unitPrice(): Cents {
    return composedUnitPrice(this.product, this.options, this.selection);
  }

  get totalPrice(): Cents {
    return this.unitPrice * this.quantity;
  }

  get canDecrease(): boolean {
    return this.quantity > 1;
  }

  get canIncrease(): boolean {
    return this.quantity < MAX_LINE_QUANTITY;
  }

  increase(): void {
    if (this.canIncrease) this.quantity += 1;
  }

  decrease(): void {
    if (this.canDecrease) this.quantity -= 1;
  }

  /**
   * AddToBasket, which checks and prices again from the catalogue. Returns true when the product went
   * into the basket (the dialog then closes and product_added_to_shopping_cart is shown).
   */
  add(): boolean {
    this.attempted = true;
    if (this.missingOptionIds.length > 0) {
      this.problem = 'missing_mandatory_options';
      return false;
    }
    const result = this.deps.addToBasket.execute({
      restaurantId: this.deps.restaurantId,
      catalogue: this.deps.catalogue,
      productId: this.product.id,
      selection: this.selection,
      quantity: this.quantity,
    });
    if (!result.ok) {
      this.problem = result.error;
      if (result.error === 'product_unavailable') this.deps.notifications.notify(unavailableProductNotice(this.deps.unavailableText ?? null));
      return false;
    }
    this.problem = null;
    this.deps.basket.replace(result.value);
    this.deps.notifications.notify({ key: 'product_added_to_shopping_cart', names: [this.product.name], tone: 'success' });
    return true;
  }
}
