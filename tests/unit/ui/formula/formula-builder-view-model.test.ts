import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { AddFormulaToBasket } from '../../../../core/use-cases/basket/add-formula-to-basket';
import type { EditBasketLine } from '../../../../core/use-cases/basket/edit-basket-line';
import { FormulaBuilderViewModel } from '../../../../ui/formula/formula-builder-view-model';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';

const LUNCH = 3001;
const STARTER = 1;
const MAIN = 2;
const DESSERT = 3;
const BURRATA = 1003;
const BURGER = 1101;
const SALMON = 1202;
const MOUSSE = 1402;
const SIDE = 2;
const TRUFFLE_MASH = 203;

function builderOf(session: DemoSession, line: string | null = null) {
  const visited: string[] = [];
  const builder = FormulaBuilderViewModel.forFormula(
    LUNCH,
    {
      restaurantId: session.settings.id,
      catalogue: session.catalogue,
      settings: session.settings,
      addFormulaToBasket: session.container.get<AddFormulaToBasket>(USE_CASES.addFormulaToBasket),
      editBasketLine: session.container.get<EditBasketLine>(USE_CASES.editBasketLine),
      basket: session.basket,
      notifications: session.notifications,
      navigate: (to) => void visited.push(to),
    },
    line,
  );
  if (!builder) throw new Error('no lunch set menu');
  return { builder, visited };
}

describe('FormulaBuilderViewModel (browsing 4: the demo lunch set menu, built step by step)', () => {
  it('browsing 4: a pick marks the step done and moves on; a dish with options opens its overlay first', async () => {
    const { builder } = builderOf(await demoSession());
    expect(builder.currentStepId).toBe(STARTER);
    builder.choose(STARTER, BURRATA);
    expect(builder.stateOf(STARTER)).toBe('done');
    expect(builder.currentStepId).toBe(MAIN);
    builder.choose(MAIN, BURGER);
    expect(builder.dishInProgress?.dish.product.id).toBe(BURGER);
    expect(builder.stateOf(MAIN)).toBe('todo');
    // browsing 4: inside the formula the burger costs its supplement (0) plus its options: the truffle mash 2.50.
    const side = builder.dishInProgress!.choices.options.find((option) => option.id === SIDE)!;
    builder.dishInProgress!.choices.toggle(side, TRUFFLE_MASH);
    expect(builder.dishInProgressPrice).toBe(250);
    expect(builder.confirmDish()).toBe(true);
    expect(builder.dishInProgress).toBeNull();
    expect(builder.currentStepId).toBe(DESSERT);
  });

  it('browsing 4: the price and the validate buttons come once the selection equals a price choice; before, what is missing', async () => {
    const { builder } = builderOf(await demoSession());
    builder.choose(STARTER, BURRATA);
    expect(builder.unitPrice).toBeNull();
    expect(builder.completeness).toMatchObject({ kind: 'missing', reachable: [{ menuPrice: { id: 1 }, missingSteps: [{ id: MAIN }] }] });
    builder.choose(MAIN, SALMON);
    // Starter + main 19.90, the burrata +2.00; the salmon's side is pre-selected (fries, included).
    builder.confirmDish();
    expect(builder.completeness).toMatchObject({ kind: 'complete', menuPrice: { id: 1 } });
    expect(builder.unitPrice).toBe(1990 + 200);
    expect(builder.showsRecap).toBe(false);
  });

  it('browsing 4: on a phone the recap shows once every step is done or skipped; the main is required and cannot be skipped', async () => {
    const { builder } = builderOf(await demoSession());
    builder.skip(MAIN);
    expect(builder.problem).toBe('step_required');
    builder.skip(STARTER);
    builder.choose(MAIN, SALMON);
    builder.confirmDish();
    builder.choose(DESSERT, MOUSSE);
    expect(builder.showsRecap).toBe(true);
    expect(builder.selectedDishes.map((dish) => dish.stepId)).toEqual([MAIN, DESSERT]);
    expect(builder.unitPrice).toBe(1990);
  });

  it('browsing 4: add to basket goes home with the formula in the basket, told as added', async () => {
    const session = await demoSession();
    const { builder, visited } = builderOf(session);
    builder.choose(STARTER, BURRATA);
    builder.choose(MAIN, SALMON);
    builder.confirmDish();
    expect(builder.addToBasket()).toBe(true);
    expect(visited).toEqual(['/le-comptoir']);
    expect(session.basket.lines).toMatchObject([{ name: { fr: 'Formule du midi' }, unitPrice: 2190, details: { kind: 'menu', menuPriceName: { fr: 'Entrée + plat' } } }]);
    expect(session.notifications.sent.map((sent) => sent.key)).toEqual(['product_added_to_shopping_cart']);
  });

  it('browsing 4: pay goes to validation', async () => {
    const { builder, visited } = builderOf(await demoSession());
    builder.choose(MAIN, SALMON);
    builder.confirmDish();
    builder.choose(DESSERT, MOUSSE);
    expect(builder.pay()).toBe(true);
    expect(visited).toEqual(['/le-comptoir/validation']);
  });

  it('browsing 4: an incomplete selection cannot be validated', async () => {
    const session = await demoSession();
    const { builder, visited } = builderOf(session);
    builder.choose(STARTER, BURRATA);
    expect(builder.addToBasket()).toBe(false);
    expect(builder.problem).toBe('formula_selection_incomplete');
    expect(visited).toEqual([]);
    expect(session.basket.isEmpty).toBe(true);
  });

  it('issue 6: editing a formula line reopens it at the recap and replaces the line', async () => {
    const session = await demoSession();
    const first = builderOf(session).builder;
    first.choose(STARTER, BURRATA);
    first.choose(MAIN, SALMON);
    first.confirmDish();
    first.addToBasket();
    const key = session.basket.lines[0]!.key;
    const { builder } = builderOf(session, key);
    expect(builder.editing?.key).toBe(key);
    expect(builder.showsRecap).toBe(true);
    builder.goTo(DESSERT);
    builder.choose(DESSERT, MOUSSE);
    builder.addToBasket();
    expect(session.basket.lines.map((line) => ({ price: line.unitPrice, same: line.key === key }))).toEqual([{ price: 2490 + 200, same: false }]);
  });

  it('issue 22.10: an optional dessert that moves starter + main (19.90) to starter + main + dessert (24.90) is labelled +5.00, not included', async () => {
    const { builder } = builderOf(await demoSession());
    const mousse = builder.steps.find((step) => step.step.id === DESSERT)!.dishes.find((dish) => dish.product.id === MOUSSE)!;
    // Before a starter is chosen, main + dessert costs what starter + main costs: the dessert is included.
    expect(builder.dishCost(DESSERT, mousse)).toBe(0);
    builder.choose(STARTER, BURRATA);
    builder.choose(MAIN, SALMON);
    builder.confirmDish();
    expect(builder.stepCost(DESSERT)).toBe(500);
    expect(builder.dishCost(DESSERT, mousse)).toBe(500);
    // The formula's price then moves by what the label said.
    builder.choose(DESSERT, MOUSSE);
    expect(builder.unitPrice).toBe(2490 + 200);
  });
});
