import { describe, expect, it } from 'vitest';
import { isItemDisabled, isSelectionValid } from '../../../../../core/domain/catalogue/option-selection';
import { aToppingsOptionWithExtraPrice } from '../../fixtures/catalogue-builders';

/** browsing 5: an active additional price of 0 is no additional price, so max_number caps the option. */
describe('option selection with an additional price of 0 (browsing 5)', () => {
  const activeButFree = aToppingsOptionWithExtraPrice({ max_number: 2, additionalPriceActive: true, additional_price: 0 });
  const twoChosen = [{ option_id: 300, item_ids: [301, 302] }];

  it('browsing 5: a multiple option with max_number and an additional price of 0 disables unselected items once the maximum is reached', () => {
    expect(isItemDisabled(activeButFree, twoChosen, 303)).toBe(true);
  });

  it('browsing 5: more items than max_number are not valid when the additional price is 0', () => {
    const fiveChosen = [{ option_id: 300, item_ids: [301, 302, 303, 304, 305] }];
    expect(isSelectionValid([activeButFree], fiveChosen)).toBe(false);
  });
});
