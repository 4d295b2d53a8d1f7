import type { Basket } from '../../domain/basket/basket';
import { addToBasket } from '../../domain/basket/basket';
import type { BasketChangeRefusal, BasketRuleSettings } from '../../domain/basket/basket-rules';
import { basketChangeRefusal } from '../../domain/basket/basket-rules';
import type { Catalogue } from '../../domain/catalogue/catalogue';
import { findProduct, isSoldAlone } from '../../domain/catalogue/menu-navigation';
import type { OptionSelection } from '../../domain/catalogue/option-selection';
import { composedUnitPrice, isSelectionValid, missingMandatoryOptions, optionsOfProduct } from '../../domain/catalogue/option-selection';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { BasketStore } from './basket-store';

export type AddToBasketProblem = 'product_not_found' | 'product_unavailable' | 'missing_mandatory_options' | 'invalid_options' | BasketChangeRefusal;

export interface AddToBasketInput {
  readonly restaurantId: RestaurantId;
  readonly catalogue: Catalogue;
  /** browsing 4 and 5: consultative mode and the limits. */
  readonly settings: BasketRuleSettings;
  readonly productId: number;
  readonly selection: OptionSelection;
  readonly quantity: number;
}

/** Adds a composed product; the price is computed here from the catalogue, never taken from the caller. */
export class AddToBasket {
  constructor(private readonly basketStore: BasketStore) {}

  execute(input: AddToBasketInput): Result<Basket, AddToBasketProblem> {
    const product = findProduct(input.catalogue, input.productId);
    if (!product || product.type !== 'product') return fail('product_not_found');
    if (!isSoldAlone(product)) return fail('product_unavailable');
    const options = optionsOfProduct(input.catalogue, product);
    if (missingMandatoryOptions(options, input.selection).length > 0) return fail('missing_mandatory_options');
    if (!isSelectionValid(options, input.selection)) return fail('invalid_options');
    const current = this.basketStore.read(input.restaurantId).basket;
    const basket = addToBasket(
      current,
      {
        id: product.id,
        name: product.name,
        category_id: product.category_id,
        unitPrice: composedUnitPrice(product, options, input.selection),
        selectedOptions: input.selection,
      },
      input.quantity,
    );
    // browsing 5: nothing is lost: a refused add leaves the stored basket as it was.
    const refusal = basketChangeRefusal(input.catalogue, input.settings, current, basket);
    if (refusal) return fail(refusal);
    this.basketStore.save(basket);
    return ok(basket);
  }
}
