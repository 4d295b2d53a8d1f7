import type { Basket } from '../../domain/basket/basket';
import { addToBasket } from '../../domain/basket/basket';
import type { FormulaEntryProblem } from '../../domain/basket/formula-entry';
import { formulaEntry } from '../../domain/basket/formula-entry';
import type { BasketChangeRefusal, BasketRuleSettings } from '../../domain/basket/basket-rules';
import { basketChangeRefusal } from '../../domain/basket/basket-rules';
import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { FormulaPick } from '../../domain/formula/formula-pricing';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { BasketStore } from './basket-store';

export interface AddFormulaToBasketInput {
  readonly restaurantId: RestaurantId;
  readonly catalogue: Catalogue;
  /** browsing 4 and 5: consultative mode and the limits (a formula's dishes count toward them). */
  readonly settings: BasketRuleSettings;
  readonly formulaId: number;
  /** The dish picked at each step, with its options. */
  readonly picks: readonly FormulaPick[];
  readonly quantity: number;
}

/**
 * browsing 4: adds a formula once its steps equal a price choice; the price and the name of the
 * choice come from the catalogue (formulaEntry), never from the caller.
 */
export class AddFormulaToBasket {
  constructor(private readonly basketStore: BasketStore) {}

  execute(input: AddFormulaToBasketInput): Result<Basket, FormulaEntryProblem | BasketChangeRefusal> {
    const entry = formulaEntry(input.catalogue, input.formulaId, input.picks);
    if (!entry.ok) return fail(entry.error);
    const current = this.basketStore.read(input.restaurantId).basket;
    const basket = addToBasket(current, entry.value, input.quantity);
    const refusal = basketChangeRefusal(input.catalogue, input.settings, current, basket);
    if (refusal) return fail(refusal);
    this.basketStore.save(basket);
    return ok(basket);
  }
}
