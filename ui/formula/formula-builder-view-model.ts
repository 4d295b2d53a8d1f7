import { makeAutoObservable, observableRef } from 'mobx';
import type { Basket, BasketEntry } from '../../core/domain/basket/basket';
import { isBasketFormula } from '../../core/domain/basket/basket';
import type { ChosenDish } from '../../core/domain/basket/basket-line-details';
import { dishCost, formulaDishes } from '../../core/domain/basket/basket-line-details';
import type { FormulaEntryProblem } from '../../core/domain/basket/formula-entry';
import { formulaEntry } from '../../core/domain/basket/formula-entry';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import { isOrderable } from '../../core/domain/catalogue/menu-navigation';
import type { OptionSelection } from '../../core/domain/catalogue/option-selection';
import { defaultSelection } from '../../core/domain/catalogue/option-selection';
import type { FormulaBuilder, FormulaPickProblem, FormulaSkipProblem, StepState } from '../../core/domain/formula/formula-builder';
import { goToStep, pickAt, pickDish, skipStep, startFormula, stepState } from '../../core/domain/formula/formula-builder';
import type { FormulaCompleteness } from '../../core/domain/formula/formula-completeness';
import { formulaCompleteness } from '../../core/domain/formula/formula-completeness';
import type { FormulaMenu, OfferedDish, OfferedStep } from '../../core/domain/formula/formula-menu';
import { formulaMenu, offeredDish } from '../../core/domain/formula/formula-menu';
import { dishExtraCost, stepExtraCost } from '../../core/domain/formula/formula-step-cost';
import { productAllergens } from '../../core/domain/catalogue/product-allergens';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { Cents } from '../../core/domain/money/money';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { BasketChangeRefusal, BasketRuleSettings } from '../../core/domain/basket/basket-rules';
import { isBasketChangeRefusal, isBasketOpen } from '../../core/domain/basket/basket-rules';
import type { AddFormulaToBasket } from '../../core/use-cases/basket/add-formula-to-basket';
import type { AddToBasketProblem } from '../../core/use-cases/basket/add-to-basket';
import type { EditBasketLine } from '../../core/use-cases/basket/edit-basket-line';
import type { Notify } from '../notifications/notification-center';
import type { Navigate } from '../routing/restaurant-paths';
import { paths } from '../routing/restaurant-paths';
import { OptionChoicesViewModel } from '../product/option-choices-view-model';

export interface FormulaBuilderDeps {
  readonly restaurantId: RestaurantId;
  readonly catalogue: Catalogue;
  /** browsing 4 and 5: consultative mode and the limits. */
  readonly settings: BasketRuleSettings;
  readonly addFormulaToBasket: Pick<AddFormulaToBasket, 'execute'>;
  readonly editBasketLine: Pick<EditBasketLine, 'execute'>;
  readonly basket: { readonly basket: Basket; replace(basket: Basket): void; confirmAdded(basket: Basket, names: readonly LocalizedText[], key?: string): void };
  readonly notifications: Notify;
  readonly navigate: Navigate;
}

/** The dish whose options are being chosen, in the overlay over the builder. */
export interface DishInProgress {
  readonly stepId: number;
  readonly dish: OfferedDish;
  readonly choices: OptionChoicesViewModel;
}

export type FormulaProblem = FormulaPickProblem | FormulaSkipProblem | FormulaEntryProblem | AddToBasketProblem | BasketChangeRefusal;

/**
 * The formula builder (browsing 4, /{restaurantId}/formulaDetails/:formule_id): steps by position, a dish
 * per step with its options in an overlay, skipping optional steps, the recap, the price and the way to
 * the basket. Every rule is core's (formula-builder.ts, formula-completeness.ts, formulaEntry); this
 * holds where the customer is and says what to show.
 */
export class FormulaBuilderViewModel {
  state: FormulaBuilder;
  dishInProgress: DishInProgress | null = null;
  problem: FormulaProblem | null = null;

  constructor(
    readonly menu: FormulaMenu,
    private readonly deps: FormulaBuilderDeps,
    /** The basket line being edited (browsing 4: replaced when validated), if any. */
    readonly editing: BasketEntry | null = null,
  ) {
    const from = editing && isBasketFormula(editing.product) ? editing.product.products : undefined;
    this.state = startFormula(menu, from);
    makeAutoObservable<FormulaBuilderViewModel, 'deps'>(
      this,
      { menu: false, deps: false, editing: false, state: observableRef, dishInProgress: observableRef },
      { autoBind: true },
    );
  }

  /** The builder of a formula of the catalogue, or null when there is none; `lineKey` names a line to edit. */
  static forFormula(formulaId: number, deps: FormulaBuilderDeps, lineKey: string | null = null): FormulaBuilderViewModel | null {
    const menu = formulaMenu(deps.catalogue, formulaId);
    if (!menu) return null;
    const line = deps.basket.basket.basketProducts.find((entry) => entry.key === lineKey && isBasketFormula(entry.product) && entry.product.id === formulaId);
    return new FormulaBuilderViewModel(menu, deps, line ?? null);
  }

  /** browsing 4: an unavailable formula cannot be added: its page says so and offers nothing to validate. */
  get orderable(): boolean {
    return isOrderable(this.menu.product);
  }

  get steps(): readonly OfferedStep[] {
    return this.menu.steps;
  }

  get currentStepId(): number | null {
    return this.state.currentStepId;
  }

  get showsRecap(): boolean {
    return this.state.view === 'recap';
  }

  stateOf(stepId: number): StepState {
    return stepState(this.state, stepId);
  }

  /** The position of a step, 1-based, for "step 2 of 3". */
  numberOf(stepId: number): number {
    return this.menu.steps.findIndex((step) => step.step.id === stepId) + 1;
  }

  isPicked(stepId: number, productId: number): boolean {
    return pickAt(this.state, stepId)?.product_id === productId;
  }

  get completeness(): FormulaCompleteness {
    return formulaCompleteness(this.menu, this.state);
  }

  /** browsing 4: the price of the selection once it equals a price choice (choice, supplements and options). */
  get unitPrice(): Cents | null {
    const entry = formulaEntry(this.deps.catalogue, this.menu.product.id, this.state.picks);
    return entry.ok ? entry.value.unitPrice : null;
  }

  /** Issue 22.10: what taking this step adds to the formula's price, as things stand (core stepExtraCost). */
  stepCost(stepId: number): Cents {
    return stepExtraCost(this.menu, this.state, stepId);
  }

  /** Issue 22.10: what picking this dish adds: its supplement and its step's cost; 0 is "included". */
  dishCost(stepId: number, dish: OfferedDish): Cents {
    return dishExtraCost(this.menu, this.state, stepId, dish);
  }

  /** The lowest price choice, for "from ..." before anything is chosen. */
  get fromPrice(): Cents {
    const prices = this.menu.formula.menu_prices.map((price) => price.price);
    return prices.length > 0 ? Math.min(...prices) : this.menu.product.price;
  }

  /** browsing 4: the selected products sorted by step position, with their options and supplements. */
  get selectedDishes(): readonly ChosenDish[] {
    return formulaDishes(this.deps.catalogue, this.menu.product.id, this.state.picks);
  }

  /**
   * The customer chose a dish. One with options opens its overlay (starting from what was chosen for it
   * before, else its defaults); one without is picked at once.
   */
  choose(stepId: number, productId: number): void {
    const dish = offeredDish(this.menu, stepId, productId);
    if (!dish || dish.options.length === 0) {
      this.applyPick(stepId, productId, []);
      return;
    }
    const previous = pickAt(this.state, stepId);
    const initial = previous?.product_id === productId ? previous.options : defaultSelection(dish.options);
    this.dishInProgress = { stepId, dish, choices: new OptionChoicesViewModel(dish.options, initial) };
  }

  /** browsing 3: the allergens of the dish in the overlay, by name. */
  get dishInProgressAllergens(): LocalizedText[] {
    const current = this.dishInProgress;
    return current ? productAllergens(this.deps.catalogue, current.dish.product).map((allergen) => allergen.name) : [];
  }

  /** The overlay's price: the dish's supplement, its options and its step's cost (issue 22.10), as it will count in the formula. */
  get dishInProgressPrice(): Cents | null {
    const current = this.dishInProgress;
    if (!current) return null;
    const pick = { product_id: current.dish.product.id, menu_choice_id: current.stepId, options: current.choices.selection };
    const [dish] = formulaDishes(this.deps.catalogue, this.menu.product.id, [pick]);
    return dish ? dishCost(dish) + this.stepCost(current.stepId) : null;
  }

  /** The overlay's "choose" button: mandatory options must be answered first (browsing 5). */
  confirmDish(): boolean {
    const current = this.dishInProgress;
    if (!current) return false;
    if (!current.choices.attempt()) return false;
    const picked = this.applyPick(current.stepId, current.dish.product.id, current.choices.selection);
    if (picked) this.dishInProgress = null;
    return picked;
  }

  closeDish(): void {
    this.dishInProgress = null;
  }

  skip(stepId: number): void {
    const next = skipStep(this.menu, this.state, stepId);
    if (next.ok) this.state = next.value;
    this.problem = next.ok ? null : next.error;
  }

  goTo(stepId: number): void {
    this.state = goToStep(this.menu, this.state, stepId);
    this.problem = null;
  }

  /** browsing 4: consultative mode hides the validation buttons, unless the basket is allowed. */
  get basketOpen(): boolean {
    return isBasketOpen(this.deps.settings);
  }

  /** browsing 4: add to basket goes to Home. */
  addToBasket(): boolean {
    return this.validate(() => this.deps.navigate(paths.home(this.deps.restaurantId)));
  }

  /** browsing 4: pay goes to Validation (the checkout). */
  pay(): boolean {
    return this.validate(() => this.deps.navigate(paths.checkout(this.deps.restaurantId)));
  }

  private applyPick(stepId: number, productId: number, options: OptionSelection): boolean {
    const next = pickDish(this.menu, this.state, stepId, productId, options);
    if (next.ok) this.state = next.value;
    this.problem = next.ok ? null : next.error;
    return next.ok;
  }

  /**
   * AddFormulaToBasket, or EditBasketLine for an edited line (the old line is removed first), which check
   * and price the formula again from the catalogue.
   */
  private validate(then: () => void): boolean {
    const { restaurantId, catalogue, settings } = this.deps;
    const formulaId = this.menu.product.id;
    const picks = this.state.picks;
    const result = this.editing
      ? this.deps.editBasketLine.execute({ restaurantId, catalogue, settings, key: this.editing.key, line: { kind: 'formula', formulaId, picks, quantity: this.editing.nb } })
      : this.deps.addFormulaToBasket.execute({ restaurantId, catalogue, settings, formulaId, picks, quantity: 1 });
    if (!result.ok) {
      this.problem = result.error;
      // browsing 5: a limit is said in a toast too; the choices stay as they were.
      if (isBasketChangeRefusal(result.error)) this.deps.notifications.notify({ key: result.error, tone: 'warning' });
      return false;
    }
    this.problem = null;
    this.deps.basket.confirmAdded(result.value, [this.menu.formula.name], this.editing ? 'basket_line_updated' : 'product_added_to_shopping_cart');
    then();
    return true;
  }
}
