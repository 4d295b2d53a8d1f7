import { makeAutoObservable, observableRef } from 'mobx';
import { MAX_LINE_QUANTITY, isBasketFormula } from '../../core/domain/basket/basket';
import type { Basket, BasketEntry } from '../../core/domain/basket/basket';
import type { Catalogue, Product } from '../../core/domain/catalogue/catalogue';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import { composedUnitPrice, defaultSelection, optionsOfProduct } from '../../core/domain/catalogue/option-selection';
import { productAllergens } from '../../core/domain/catalogue/product-allergens';
import type { ProductAvailability } from '../../core/domain/catalogue/product-availability';
import { productAvailability } from '../../core/domain/catalogue/product-availability';
import type { Cents } from '../../core/domain/money/money';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { BasketRuleSettings } from '../../core/domain/basket/basket-rules';
import { isBasketChangeRefusal } from '../../core/domain/basket/basket-rules';
import type { AddToBasket, AddToBasketProblem } from '../../core/use-cases/basket/add-to-basket';
import type { EditBasketLine } from '../../core/use-cases/basket/edit-basket-line';
import type { FormulaEntryProblem } from '../../core/domain/basket/formula-entry';
import type { Notify } from '../notifications/notification-center';
import { unavailableProductNotice } from '../notifications/notification-center';
import { OptionChoicesViewModel } from './option-choices-view-model';

export interface ProductComposeDeps {
  readonly restaurantId: RestaurantId;
  readonly catalogue: Catalogue;
  /** browsing 4 and 5: consultative mode and the limits. */
  readonly settings: BasketRuleSettings;
  readonly addToBasket: Pick<AddToBasket, 'execute'>;
  readonly editBasketLine: Pick<EditBasketLine, 'execute'>;
  readonly basket: { readonly basket: Basket; replace(basket: Basket): void; confirmAdded(basket: Basket, names: readonly LocalizedText[], key?: string): void };
  readonly notifications: Notify;
  /** browsing 8: the restaurant's text for a product that cannot be added, else product_victim_success. */
  readonly unavailableText?: LocalizedText | null;
}

/**
 * The compose dialog of one product (browsing 4 and 5): options with their defaults and rules, the live
 * unit price, the quantity and the add button. Opened from a basket line, it starts from that line's
 * options and quantity and replaces the line. Every rule is core's; this holds the customer's choices.
 */
export class ProductComposeViewModel {
  readonly choices: OptionChoicesViewModel;
  quantity: number;
  /** The last refusal, with the selection it was about: a change of choice clears it. */
  private failure: { readonly problem: AddToBasketProblem | FormulaEntryProblem; readonly selection: unknown } | null = null;

  constructor(
    readonly product: Product,
    private readonly deps: ProductComposeDeps,
    /** The basket line being edited, if any. */
    readonly editing: BasketEntry | null = null,
  ) {
    const options = optionsOfProduct(deps.catalogue, product);
    const edited = editing && !isBasketFormula(editing.product) ? editing.product.selectedOptions : null;
    // browsing 4: default items are pre-selected; an edited line starts from what was chosen.
    this.choices = new OptionChoicesViewModel(options, edited ?? defaultSelection(options));
    this.quantity = editing?.nb ?? 1;
    makeAutoObservable<ProductComposeViewModel, 'deps' | 'failure'>(
      this,
      { product: false, choices: false, editing: false, deps: false, failure: observableRef },
      { autoBind: true },
    );
  }

  /** Why the last add was refused, until the customer changes a choice. */
  get problem(): AddToBasketProblem | FormulaEntryProblem | null {
    return this.failure && this.failure.selection === this.choices.selection ? this.failure.problem : null;
  }

  /**
   * The compose view model of a product of the catalogue; null when there is no such product to compose.
   * `lineKey` names a basket line of this product to edit; an unknown key composes a new line.
   */
  static forProduct(productId: number, deps: ProductComposeDeps, lineKey: string | null = null): ProductComposeViewModel | null {
    const product = findProduct(deps.catalogue, productId);
    if (!product || product.type !== 'product' || !product.visible) return null;
    const line = deps.basket.basket.basketProducts.find((entry) => entry.key === lineKey && entry.product.id === productId && !isBasketFormula(entry.product));
    return new ProductComposeViewModel(product, deps, line ?? null);
  }

  get options() {
    return this.choices.options;
  }

  get availability(): ProductAvailability {
    return productAvailability(this.product);
  }

  get allergens(): LocalizedText[] {
    return productAllergens(this.deps.catalogue, this.product).map((allergen) => allergen.name);
  }

  /** browsing 4: the product's price with its items and the extras beyond max_number. */
  get unitPrice(): Cents {
    return composedUnitPrice(this.product, this.choices.options, this.choices.selection);
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
   * AddToBasket (or EditBasketLine for an edited line), which check and price again from the catalogue.
   * Returns true when the basket took it (the dialog then closes and the customer is told).
   */
  add(): boolean {
    if (!this.choices.attempt()) {
      this.failure = { problem: 'missing_mandatory_options', selection: this.choices.selection };
      return false;
    }
    const { restaurantId, catalogue, settings } = this.deps;
    const selection = this.choices.selection;
    const result = this.editing
      ? this.deps.editBasketLine.execute({
          restaurantId,
          catalogue,
          settings,
          key: this.editing.key,
          line: { kind: 'product', productId: this.product.id, selection, quantity: this.quantity },
        })
      : this.deps.addToBasket.execute({ restaurantId, catalogue, settings, productId: this.product.id, selection, quantity: this.quantity });
    if (!result.ok) {
      this.failure = { problem: result.error, selection };
      if (result.error === 'product_unavailable') this.deps.notifications.notify(unavailableProductNotice(this.deps.unavailableText ?? null));
      // browsing 5: a limit is said in a toast too; the dialog stays open with the customer's choices.
      if (isBasketChangeRefusal(result.error)) this.deps.notifications.notify({ key: result.error, tone: 'warning' });
      return false;
    }
    this.failure = null;
    this.deps.basket.confirmAdded(result.value, [this.product.name], this.editing ? 'basket_line_updated' : 'product_added_to_shopping_cart');
    return true;
  }
}
