import { describe, expect, it } from 'vitest';
import {
  composedUnitPrice,
  defaultSelection,
  extraItemCount,
  isItemDisabled,
  isSelectionValid,
  itemsOf,
  missingMandatoryOptions,
  optionPrice,
  optionsOfProduct,
  toggleItem,
} from '../../../../../core/domain/catalogue/option-selection';
import type { OptionSelection } from '../../../../../core/domain/catalogue/option-selection';
import {
  aCappedToppingsOption,
  aCatalogue,
  aMandatoryCookingOption,
  anOption,
  anOptionItem,
  aProduct,
  aToppingsOptionWithExtraPrice,
  optionItems,
} from '../../fixtures/catalogue-builders';

const toppings = (...ids: number[]): OptionSelection => [{ option_id: 300, item_ids: ids }];

describe('optionsOfProduct and itemsOf', () => {
  it('browsing 3: a product shows its visible options in the order it lists them', () => {
    const catalogue = aCatalogue({
      options: [anOption({ id: 1 }), anOption({ id: 2, visible: false }), anOption({ id: 3 })],
    });
    const product = aProduct({ product_option_ids: [3, 2, 1, 99] });
    expect(optionsOfProduct(catalogue, product).map((o) => o.id)).toEqual([3, 1]);
  });

  it('the items chosen in an option are read from the selection, none when it is not answered', () => {
    expect(itemsOf(toppings(301, 302), 300)).toEqual([301, 302]);
    expect(itemsOf(toppings(301), 200)).toEqual([]);
  });
});

describe('defaultSelection (browsing 4: default items pre-selected)', () => {
  it('browsing 4: default items of a multiple option are pre-selected, by position', () => {
    const option = anOption({
      id: 7,
      multiple: true,
      product_option_items: [
        anOptionItem({ id: 72, position: 2, byDefault: true }),
        anOptionItem({ id: 71, position: 1, byDefault: true }),
        anOptionItem({ id: 73, position: 3, byDefault: false }),
      ],
    });
    expect(defaultSelection([option])).toEqual([{ option_id: 7, item_ids: [71, 72] }]);
  });

  it('browsing 4-5: a single-choice option takes only one default, the first by position', () => {
    const option = anOption({
      id: 8,
      multiple: false,
      product_option_items: [anOptionItem({ id: 82, position: 2, byDefault: true }), anOptionItem({ id: 81, position: 1, byDefault: true })],
    });
    expect(defaultSelection([option])).toEqual([{ option_id: 8, item_ids: [81] }]);
  });

  it('browsing 4: an option without default items starts unanswered', () => {
    expect(defaultSelection([aMandatoryCookingOption()])).toEqual([]);
  });
});

describe('toggleItem (browsing 5)', () => {
  it('browsing 5: picking another item of a single-choice option replaces the chosen one', () => {
    const cooking = aMandatoryCookingOption();
    const rare = toggleItem(cooking, [], 201);
    expect(itemsOf(rare, 200)).toEqual([201]);
    expect(itemsOf(toggleItem(cooking, rare, 203), 200)).toEqual([203]);
  });

  it('browsing 5: a single-choice option with max 0 allows one pick', () => {
    const sauce = anOption({ id: 9, multiple: false, max_number: 0, product_option_items: optionItems([91, 92]) });
    const both = toggleItem(sauce, toggleItem(sauce, [], 91), 92);
    expect(itemsOf(both, 9)).toEqual([92]);
  });

  it('browsing 5: clicking the chosen item of a mandatory single choice does not empty it', () => {
    const cooking = aMandatoryCookingOption();
    const rare = toggleItem(cooking, [], 201);
    expect(toggleItem(cooking, rare, 201)).toEqual(rare);
  });

  it('browsing 5: clicking the chosen item of an optional single choice unpicks it', () => {
    const sauce = anOption({ id: 9, mandatory: false, product_option_items: optionItems([91, 92]) });
    expect(toggleItem(sauce, toggleItem(sauce, [], 91), 91)).toEqual([]);
  });

  it('browsing 5: items of a multiple option are added and removed one by one', () => {
    const option = aCappedToppingsOption();
    const two = toggleItem(option, toggleItem(option, [], 301), 302);
    expect(itemsOf(two, 300)).toEqual([301, 302]);
    expect(itemsOf(toggleItem(option, two, 301), 300)).toEqual([302]);
  });

  it('browsing 5: an item the option does not offer cannot be picked', () => {
    const option = aCappedToppingsOption();
    expect(toggleItem(option, toppings(301), 999)).toEqual(toppings(301));
  });

  it('browsing 5: a multiple option with max_number and no additional price refuses an item once the maximum is reached', () => {
    const option = aCappedToppingsOption({ max_number: 2 });
    expect(toggleItem(option, toppings(301, 302), 303)).toEqual(toppings(301, 302));
  });
});

describe('isItemDisabled (browsing 5)', () => {
  it('browsing 5: a multiple option with max_number and no additional price disables unselected items once the maximum is reached', () => {
    const option = aCappedToppingsOption({ max_number: 2 });
    expect(isItemDisabled(option, toppings(301), 303)).toBe(false);
    expect(isItemDisabled(option, toppings(301, 302), 303)).toBe(true);
    // The chosen items stay clickable so that they can be unpicked.
    expect(isItemDisabled(option, toppings(301, 302), 301)).toBe(false);
  });

  it('browsing 5: a multiple option with max_number 0 has no maximum and never disables items', () => {
    const option = aCappedToppingsOption({ max_number: 0 });
    expect(isItemDisabled(option, toppings(301, 302, 303, 304), 305)).toBe(false);
    expect(itemsOf(toggleItem(option, toppings(301, 302, 303, 304), 305), 300)).toEqual([301, 302, 303, 304, 305]);
  });

  it('browsing 4-5: a multiple option with an additional price lets the customer go beyond max_number', () => {
    const option = aToppingsOptionWithExtraPrice({ max_number: 2 });
    expect(isItemDisabled(option, toppings(301, 302), 303)).toBe(false);
    expect(itemsOf(toggleItem(option, toppings(301, 302), 303), 300)).toEqual([301, 302, 303]);
  });

  it('browsing 5: items of a single-choice option are never disabled, picking replaces', () => {
    expect(isItemDisabled(aMandatoryCookingOption({ max_number: 1 }), [{ option_id: 200, item_ids: [201] }], 202)).toBe(false);
  });
});

describe('optionPrice and extraItemCount (browsing 4: the additional price applies to items beyond max_number)', () => {
  it('browsing 4: within max_number only the items prices are paid', () => {
    const option = aToppingsOptionWithExtraPrice({ max_number: 2, additional_price: 50 });
    expect(extraItemCount(option, toppings(301, 302))).toBe(0);
    expect(optionPrice(option, toppings(301, 302))).toBe(200);
  });

  it('browsing 4: every item beyond max_number adds the additional price', () => {
    const option = aToppingsOptionWithExtraPrice({ max_number: 2, additional_price: 50 });
    expect(extraItemCount(option, toppings(301, 302, 303, 304))).toBe(2);
    expect(optionPrice(option, toppings(301, 302, 303, 304))).toBe(4 * 100 + 2 * 50);
  });

  it('browsing 4: the total does not depend on the order in which the items were picked', () => {
    const option = aToppingsOptionWithExtraPrice({
      max_number: 1,
      additional_price: 50,
      product_option_items: [anOptionItem({ id: 301, price: 0 }), anOptionItem({ id: 302, price: 200, position: 2 })],
    });
    expect(optionPrice(option, toppings(301, 302))).toBe(250);
    expect(optionPrice(option, toppings(302, 301))).toBe(250);
  });

  it('browsing 4: an additional price that is not active is never charged', () => {
    const option = aCappedToppingsOption({ max_number: 1, additional_price: 50, additionalPriceActive: false });
    expect(extraItemCount(option, toppings(301, 302))).toBe(0);
    expect(optionPrice(option, toppings(301, 302))).toBe(200);
  });

  it('browsing 4: with max_number 0 nothing is an extra', () => {
    const option = aToppingsOptionWithExtraPrice({ max_number: 0 });
    expect(extraItemCount(option, toppings(301, 302, 303))).toBe(0);
  });

  it('browsing 4: an unanswered option costs nothing', () => {
    expect(optionPrice(aCappedToppingsOption(), [])).toBe(0);
  });

  it('browsing 4: a composed product costs its price plus the price of every option chosen', () => {
    const cooking = aMandatoryCookingOption({ product_option_items: optionItems([201, 202], 0) });
    const extras = aToppingsOptionWithExtraPrice({ max_number: 1, additional_price: 50 });
    const product = aProduct({ price: 1500 });
    const selection: OptionSelection = [
      { option_id: 200, item_ids: [201] },
      { option_id: 300, item_ids: [301, 302] },
    ];
    expect(composedUnitPrice(product, [cooking, extras], selection)).toBe(1500 + 200 + 50);
  });
});

describe('missingMandatoryOptions (browsing 5: mandatory options must be chosen)', () => {
  it('browsing 5: a mandatory option without any item chosen is missing', () => {
    const cooking = aMandatoryCookingOption();
    expect(missingMandatoryOptions([cooking, aCappedToppingsOption()], [])).toEqual([cooking]);
    expect(missingMandatoryOptions([cooking], [{ option_id: 200, item_ids: [] }])).toEqual([cooking]);
  });

  it('browsing 5: an answered mandatory option and unanswered optional ones are not missing', () => {
    expect(missingMandatoryOptions([aMandatoryCookingOption(), aCappedToppingsOption()], [{ option_id: 200, item_ids: [202] }])).toEqual([]);
  });
});

describe('isSelectionValid (the selection still fits the options as they are now)', () => {
  const options = [aMandatoryCookingOption(), aCappedToppingsOption({ max_number: 2 })];
  const cooked = { option_id: 200, item_ids: [202] };

  it('a selection answering the mandatory options with existing items is valid', () => {
    expect(isSelectionValid(options, [cooked, { option_id: 300, item_ids: [301, 302] }])).toBe(true);
  });

  it('browsing 5: a selection missing a mandatory option is not valid', () => {
    expect(isSelectionValid(options, [{ option_id: 300, item_ids: [301] }])).toBe(false);
  });

  it('a selection naming an option the product does not have is not valid', () => {
    expect(isSelectionValid(options, [cooked, { option_id: 999, item_ids: [1] }])).toBe(false);
  });

  it('a selection naming an item the option does not offer is not valid', () => {
    expect(isSelectionValid(options, [{ option_id: 200, item_ids: [299] }])).toBe(false);
  });

  it('a selection naming the same item twice is not valid', () => {
    expect(isSelectionValid(options, [cooked, { option_id: 300, item_ids: [301, 301] }])).toBe(false);
  });

  it('browsing 5: more items than max_number in an option without additional price is not valid', () => {
    expect(isSelectionValid(options, [cooked, { option_id: 300, item_ids: [301, 302, 303] }])).toBe(false);
  });

  it('browsing 5: more than one item in a single-choice option is not valid', () => {
    expect(isSelectionValid(options, [{ option_id: 200, item_ids: [201, 202] }])).toBe(false);
  });

  it('browsing 4: items beyond max_number are valid when they carry the additional price', () => {
    expect(isSelectionValid([aToppingsOptionWithExtraPrice({ max_number: 2 })], toppings(301, 302, 303, 304))).toBe(true);
  });

  it('browsing 5: any number of items is valid in a multiple option with max_number 0', () => {
    expect(isSelectionValid([aCappedToppingsOption({ max_number: 0 })], toppings(301, 302, 303, 304, 305))).toBe(true);
  });
});
