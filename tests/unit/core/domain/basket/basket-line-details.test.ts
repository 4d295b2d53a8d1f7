import { describe, expect, it } from 'vitest';
import { chosenItems } from '../../../../../core/domain/basket/basket-line-details';
import { optionPrice } from '../../../../../core/domain/catalogue/option-selection';
import { aCatalogue, aProduct, aToppingsOptionWithExtraPrice } from '../../fixtures/catalogue-builders';

const toppings = aToppingsOptionWithExtraPrice();
const catalogue = aCatalogue({ products: [aProduct({ id: 1, product_option_ids: [toppings.id] })], options: [toppings] });

describe('chosenItems (issue 6: basket lines show each chosen option with its extra cost)', () => {
  it('browsing 4: each item costs its price; those beyond max_number, in the order picked, also the additional price', () => {
    const selection = [{ option_id: toppings.id, item_ids: [305, 301, 302, 303] }];
    expect(chosenItems(catalogue, 1, selection).map((item) => [item.name, item.extraCost])).toEqual([
      ['Item 305', 100],
      ['Item 301', 100],
      ['Item 302', 150],
      ['Item 303', 150],
    ]);
  });

  it('the extra costs add up to what the option costs (optionPrice, the one pricing rule)', () => {
    for (const ids of [[], [301], [301, 302], [301, 302, 303, 304, 305]]) {
      const selection = [{ option_id: toppings.id, item_ids: ids }];
      expect(chosenItems(catalogue, 1, selection).reduce((sum, item) => sum + item.extraCost, 0)).toBe(optionPrice(toppings, selection));
    }
  });

  it('an item or option no longer in the catalogue is not shown', () => {
    expect(chosenItems(catalogue, 1, [{ option_id: toppings.id, item_ids: [999] }, { option_id: 77, item_ids: [1] }])).toEqual([]);
    expect(chosenItems(catalogue, 424242, [])).toEqual([]);
  });
});
