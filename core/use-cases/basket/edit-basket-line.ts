import type { Basket } from '../../domain/basket/basket';
import type { FormulaEntryProblem } from '../../domain/basket/formula-entry';
import type { BasketChangeRefusal, BasketRuleSettings } from '../../domain/basket/basket-rules';
import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { OptionSelection } from '../../domain/catalogue/option-selection';
import type { FormulaPick } from '../../domain/formula/formula-pricing';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import type { AddFormulaToBasket } from './add-formula-to-basket';
import type { AddToBasket, AddToBasketProblem } from './add-to-basket';
import type { BasketStore } from './basket-store';

/** The line as the customer composed it again: a product with its options, or a formula with its dishes. */
export type EditedLine =
  | { readonly kind: 'product'; readonly productId: number; readonly selection: OptionSelection; readonly quantity: number }
  | { readonly kind: 'formula'; readonly formulaId: number; readonly picks: readonly FormulaPick[]; readonly quantity: number };

export interface EditBasketLineInput {
  readonly restaurantId: RestaurantId;
  readonly catalogue: Catalogue;
  readonly settings: BasketRuleSettings;
  /** The key of the line being replaced. */
  readonly key: string;
  readonly line: EditedLine;
}

/**
 * Editing a basket line reopens its composition and replaces the line (browsing 4: replacing lines
 * already in the basket removes the old lines first). The new line goes through the same add use case
 * as any other, with every rule it checks; if it is refused, the basket is left as it was.
 */
export class EditBasketLine {
  constructor(
    private readonly basketStore: BasketStore,
    private readonly addToBasket: Pick<AddToBasket, 'execute'>,
    private readonly addFormulaToBasket: Pick<AddFormulaToBasket, 'execute'>,
  ) {}

  execute(input: EditBasketLineInput): Result<Basket, AddToBasketProblem | FormulaEntryProblem | BasketChangeRefusal> {
    const before = this.basketStore.read(input.restaurantId).basket;
    this.basketStore.save({ ...before, basketProducts: before.basketProducts.filter((entry) => entry.key !== input.key) });
    const { restaurantId, catalogue, settings, line } = input;
    const added =
      line.kind === 'product'
        ? this.addToBasket.execute({ restaurantId, catalogue, settings, productId: line.productId, selection: line.selection, quantity: line.quantity })
        : this.addFormulaToBasket.execute({ restaurantId, catalogue, settings, formulaId: line.formulaId, picks: line.picks, quantity: line.quantity });
    if (!added.ok) this.basketStore.save(before);
    return added;
  }
}
