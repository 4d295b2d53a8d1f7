import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { DataTable } from '@cucumber/cucumber';
import { composedUnitPrice, defaultSelection, isItemDisabled, itemsOf, optionsOfProduct, toggleItem } from '../../core/domain/catalogue/option-selection';
import { itemNamed, optionNamed, productNamed } from '../support/menu-lookup';
import type { Composition, OrderingWorld } from '../support/ordering-world';

function composing(world: OrderingWorld): Composition {
  if (!world.composition) throw new Error('open a product first ("When I open ...")');
  return world.composition;
}

// browsing 4: default items are pre-selected.
When('I open {string}', function (this: OrderingWorld, name: string) {
  const catalogue = this.shownCatalogue();
  const product = productNamed(catalogue, name);
  const options = optionsOfProduct(catalogue, product);
  this.composition = { product, options, selection: defaultSelection(options) };
});

Then('these items are pre-selected:', function (this: OrderingWorld, table: DataTable) {
  const { options, selection } = composing(this);
  for (const { option: optionName, item: itemName } of table.hashes()) {
    const option = optionNamed(options, optionName!);
    assert.deepEqual(itemsOf(selection, option.id), [itemNamed(option, itemName!).id], `pre-selected in ${optionName}`);
  }
});

When('I pick {names} in {string}', function (this: OrderingWorld, itemNames: string[], optionName: string) {
  const composition = composing(this);
  const option = optionNamed(composition.options, optionName);
  for (const itemName of itemNames) {
    const item = itemNamed(option, itemName);
    composition.selection = toggleItem(option, composition.selection, item.id);
    assert.ok(itemsOf(composition.selection, option.id).includes(item.id), `${itemName} could not be picked`);
  }
});

// browsing 5: a multiple option with a maximum and no additional price disables the others at the maximum.
Then('{string} is disabled in {string}', function (this: OrderingWorld, itemName: string, optionName: string) {
  const { options, selection } = composing(this);
  const option = optionNamed(options, optionName);
  const item = itemNamed(option, itemName);
  assert.ok(isItemDisabled(option, selection, item.id), `${itemName} is not disabled`);
  assert.deepEqual(toggleItem(option, selection, item.id), selection, `${itemName} could still be picked`);
});

// browsing 4: item prices, plus additional_price for every item beyond max_number.
Then('the composed price is {amount}', function (this: OrderingWorld, price: number) {
  const { product, options, selection } = composing(this);
  assert.equal(composedUnitPrice(product, options, selection), price);
});
