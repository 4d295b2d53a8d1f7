import type { Basket } from '../../domain/basket/basket';
import { addToBasket } from '../../domain/basket/basket';
import type { FormulaEntryProblem } from '../../domain/basket/formula-entry';
import { formulaEntry } from '../../domain/basket/formula-entry';
import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { FormulaPick } from '../../domain/formula/formula-pricing';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { BasketStore } from './basket-store';

export interface AddFormulaToBasketInput {
  readonly restaurantId: RestaurantId;
  readonly catalogue: Catalogue;
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

  execute(input: AddFormulaToBasketInput): Result<Basket, FormulaEntryProblem> {
    const entry = formulaEntry(input.catalogue, input.formulaId, input.picks);
    if (!entry.ok) return fail(entry.error);
    const basket = addToBasket(this.basketStore.read(input.restaurantId).basket, entry.value, input.quantity);
    this.basketStore.save(basket);
    return ok(basket);
  }
}
