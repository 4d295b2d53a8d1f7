import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { DataTable } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { formulaEntry } from '../../core/domain/basket/formula-entry';
import { defaultSelection, toggleItem } from '../../core/domain/catalogue/option-selection';
import type { OptionSelection } from '../../core/domain/catalogue/option-selection';
import { goToStep, pickDish, skipStep, startFormula, stepState } from '../../core/domain/formula/formula-builder';
import { formulaCompleteness } from '../../core/domain/formula/formula-completeness';
import { formulaMenu } from '../../core/domain/formula/formula-menu';
import type { OfferedStep } from '../../core/domain/formula/formula-menu';
import type { AddFormulaToBasket } from '../../core/use-cases/basket/add-formula-to-basket';
import type { GetOrderStatus } from '../../core/use-cases/order/get-order-status';
import { isNamed, itemNamed, optionNamed, productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

function building(world: OrderingWorld): NonNullable<OrderingWorld['formula']> {
  if (!world.formula) throw new Error('open a set menu first ("When I open the set menu ...")');
  return world.formula;
}

function stepNamed(world: OrderingWorld, name: string): OfferedStep {
  const step = building(world).menu.steps.find((candidate) => isNamed(candidate.step.name, name));
  if (!step) throw new Error(`no step "${name}" in this set menu`);
  return step;
}

function pick(world: OrderingWorld, dishName: string, stepName: string, options: (defaults: OptionSelection) => OptionSelection) {
  const formula = building(world);
  const step = stepNamed(world, stepName);
  const product = productNamed(world.shownCatalogue(), dishName);
  const dish = step.dishes.find((candidate) => candidate.product.id === product.id);
  // browsing 4: a dish with options opens its overlay with the defaults pre-selected.
  const picked = pickDish(formula.menu, formula.state, step.step.id, product.id, options(dish ? defaultSelection(dish.options) : []));
  world.lastAdd = picked;
  if (picked.ok) formula.state = picked.value;
}

const names = (world: OrderingWorld, ids: readonly number[]) => ids.map((id) => world.shownCatalogue().products.find((product) => product.id === id));

When('I open the set menu {string}', function (this: OrderingWorld, name: string) {
  const product = productNamed(this.shownCatalogue(), name);
  const menu = formulaMenu(this.shownCatalogue(), product.id);
  assert.ok(menu, `${name} is not a set menu on this menu`);
  this.formula = { menu, state: startFormula(menu) };
});

// browsing 4: steps by position; a step in all menu prices is required.
Then('its steps are {names}, with {string} required', function (this: OrderingWorld, steps: string[], required: string) {
  const { menu } = building(this);
  assert.deepEqual(menu.steps.map((step) => steps.findIndex((name) => isNamed(step.step.name, name))), steps.map((_, index) => index));
  assert.deepEqual(menu.steps.filter((step) => step.required).map((step) => step.step.id), [stepNamed(this, required).step.id]);
});

// browsing 4: unavailable products and invisible menu contents are hidden.
Then('the step {string} offers {names}', function (this: OrderingWorld, stepName: string, dishes: string[]) {
  const offered = stepNamed(this, stepName).dishes.map((dish) => dish.product.name);
  assert.equal(offered.length, dishes.length, `offered: ${JSON.stringify(offered)}`);
  dishes.forEach((name, index) => assert.ok(isNamed(offered[index]!, name), `${name} is not offered in this place`));
});

When('I pick {string} at the step {string}', function (this: OrderingWorld, dish: string, step: string) {
  pick(this, dish, step, (defaults) => defaults);
});

When('I pick {string} at the step {string} with:', function (this: OrderingWorld, dish: string, step: string, table: DataTable) {
  const product = productNamed(this.shownCatalogue(), dish);
  const options = stepNamed(this, step).dishes.find((candidate) => candidate.product.id === product.id)?.options ?? [];
  pick(this, dish, step, (defaults) =>
    table.hashes().reduce((selection, { option: optionName, item: itemName }) => {
      const option = optionNamed(options, optionName!);
      return toggleItem(option, selection, itemNamed(option, itemName!).id);
    }, defaults),
  );
  assert.ok(this.lastAdd?.ok, `not picked: ${JSON.stringify(this.lastAdd)}`);
});

When('I skip the step {string}', function (this: OrderingWorld, step: string) {
  const formula = building(this);
  const skipped = skipStep(formula.menu, formula.state, stepNamed(this, step).step.id);
  this.lastAdd = skipped;
  if (skipped.ok) formula.state = skipped.value;
});

When('I go back to the step {string}', function (this: OrderingWorld, step: string) {
  const formula = building(this);
  formula.state = goToStep(formula.menu, formula.state, stepNamed(this, step).step.id);
});

Then('the step {string} is done and the current step is {string}', function (this: OrderingWorld, done: string, current: string) {
  const { state } = building(this);
  assert.equal(stepState(state, stepNamed(this, done).step.id), 'done');
  assert.equal(state.currentStepId, stepNamed(this, current).step.id);
});

Then('the set menu holds {names}', function (this: OrderingWorld, dishes: string[]) {
  const held = names(this, building(this).state.picks.map((p) => p.product_id));
  assert.deepEqual(held.map((product, index) => product && isNamed(product.name, dishes[index]!)), dishes.map(() => true));
});

// browsing 4: otherwise a clear word on what is missing.
Then('the set menu cannot be validated: {string} is missing for {string}', function (this: OrderingWorld, step: string, price: string) {
  const completeness = formulaCompleteness(building(this).menu, building(this).state);
  assert.equal(completeness.kind, 'missing');
  const reachable = completeness.kind === 'missing' ? completeness.reachable : [];
  assert.equal(reachable.length, 1);
  assert.ok(isNamed(reachable[0]!.menuPrice.name, price));
  assert.deepEqual(reachable[0]!.missingSteps.map((missing) => missing.id), [stepNamed(this, step).step.id]);
});

// browsing 4: the match sets the price and the name; the price is the content plus options.
Then('the set menu is {string} at {amount}', function (this: OrderingWorld, price: string, amount: number) {
  const { menu, state } = building(this);
  const entry = formulaEntry(this.shownCatalogue(), menu.product.id, state.picks);
  assert.ok(entry.ok, `not a complete set menu: ${JSON.stringify(entry)}`);
  assert.ok(isNamed(entry.value.menuPriceName, price), `matched ${JSON.stringify(entry.value.menuPriceName)}`);
  assert.equal(entry.value.unitPrice, amount);
});

Then('the recap does not show yet', function (this: OrderingWorld) {
  assert.equal(building(this).state.view, 'steps');
});

// browsing 4: the recap shows when done steps match a price and done plus skipped cover every step.
Then('the recap shows {names}', function (this: OrderingWorld, dishes: string[]) {
  assert.equal(building(this).state.view, 'recap');
  const held = names(this, building(this).state.picks.map((p) => p.product_id));
  assert.deepEqual(held.map((product, index) => product && isNamed(product.name, dishes[index]!)), dishes.map(() => true));
});

function addSetMenu(world: OrderingWorld) {
  const { menu, state } = building(world);
  world.lastAdd = world.container
    .get<AddFormulaToBasket>(USE_CASES.addFormulaToBasket)
    .execute({ restaurantId: world.restaurantId, catalogue: world.shownCatalogue(), settings: world.shownSettings(), formulaId: menu.product.id, picks: state.picks, quantity: 1 });
  return world.lastAdd;
}

When('I add the set menu to the basket', function (this: OrderingWorld) {
  const added = addSetMenu(this);
  assert.ok(added.ok, `not added: ${JSON.stringify(added)}`);
});

When('I try to add the set menu to the basket', function (this: OrderingWorld) {
  addSetMenu(this);
});

// Issue 5 point 5: the platform prices every order from its own menu, formulas included.
Then('the restaurant priced my order at {amount}', async function (this: OrderingWorld, total: number) {
  const getOrderStatus = await this.container.getAsync<GetOrderStatus>(USE_CASES.getOrderStatus);
  const status = await getOrderStatus.execute({ restaurantId: this.restaurantId, orderNumber: this.orderNumber() });
  assert.ok(status.ok, `no status: ${JSON.stringify(status)}`);
  assert.equal(status.value.total_price, total);
});
