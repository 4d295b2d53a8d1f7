import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { defaultSelection, optionsOfProduct } from '../../core/domain/catalogue/option-selection';
import type { OptionSelection } from '../../core/domain/catalogue/option-selection';
import type { AddToBasket } from '../../core/use-cases/basket/add-to-basket';
import type { ComputeTotals } from '../../core/use-cases/basket/compute-totals';
import { isNamed, productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

function addToBasket(world: OrderingWorld, productId: number, selection: OptionSelection, quantity: number) {
  world.lastAdd = world.container
    .get<AddToBasket>(USE_CASES.addToBasket)
    .execute({ restaurantId: world.restaurantId, catalogue: world.shownCatalogue(), settings: world.shownSettings(), productId, selection, quantity });
  return world.lastAdd;
}

function withDefaults(world: OrderingWorld, name: string) {
  const catalogue = world.shownCatalogue();
  const product = productNamed(catalogue, name);
  return { product, selection: defaultSelection(optionsOfProduct(catalogue, product)) };
}

When('I add {int} of it to the basket', function (this: OrderingWorld, quantity: number) {
  if (!this.composition) throw new Error('open a product first ("When I open ...")');
  const added = addToBasket(this, this.composition.product.id, this.composition.selection, quantity);
  assert.ok(added.ok, `not added: ${JSON.stringify(added)}`);
});

Given('my basket holds {int} {string} with its default options', function (this: OrderingWorld, quantity: number, name: string) {
  const { product, selection } = withDefaults(this, name);
  const added = addToBasket(this, product.id, selection, quantity);
  assert.ok(added.ok, `not added: ${JSON.stringify(added)}`);
});

When('I try to add {int} {string} to the basket', function (this: OrderingWorld, quantity: number, name: string) {
  const { product, selection } = withDefaults(this, name);
  addToBasket(this, product.id, selection, quantity);
});

Then('it is refused as {string}', function (this: OrderingWorld, problem: string) {
  assert.deepEqual(this.lastAdd, { ok: false, error: problem });
});

Then('the basket holds {int} {string} for a total of {amount}', function (this: OrderingWorld, quantity: number, name: string, total: number) {
  const basket = this.storedBasket();
  assert.deepEqual(
    basket.basketProducts.map((entry) => ({ named: isNamed(entry.product.name, name), nb: entry.nb })),
    [{ named: true, nb: quantity }],
  );
  const totals = this.container.get<ComputeTotals>(USE_CASES.computeTotals).execute({ basket, settings: this.shownSettings(), orderTypeId: null });
  assert.equal(totals.total, total);
});

Then('the basket still holds {int} {string} at {amount}', function (this: OrderingWorld, quantity: number, name: string, unitPrice: number) {
  assert.deepEqual(
    this.storedBasket().basketProducts.map((entry) => ({ named: isNamed(entry.product.name, name), nb: entry.nb, unitPrice: entry.product.unitPrice })),
    [{ named: true, nb: quantity, unitPrice }],
  );
});

// checkout 4: the basket is emptied after a successful order.
Then('the basket is empty', function (this: OrderingWorld) {
  assert.deepEqual(this.storedBasket().basketProducts, []);
});
