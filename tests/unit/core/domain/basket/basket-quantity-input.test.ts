import { describe, expect, it } from 'vitest';
import { addToBasket, basketItemCount, emptyBasket, setEntryQuantity } from '../../../../../core/domain/basket/basket';
import { basketSubtotal } from '../../../../../core/domain/basket/basket-totals';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';

/**
 * A quantity that is not a number (a field typed wrong) must never become a NaN line: item count and
 * totals would become NaN and the line would be dropped on the next restore.
 */
describe('basket quantities that are not numbers', () => {
  it('a quantity that is not a number does not turn the item count and subtotal into NaN', () => {
    const entry = aBasketEntry(aBasketProduct(), 2);
    const changed = setEntryQuantity(aBasketWith([entry]), entry.key, Number('2x'));
    expect(basketItemCount(changed)).not.toBeNaN();
    expect(basketSubtotal(changed)).not.toBeNaN();
  });

  it('adding a product with a quantity that is not a number does not add a line of NaN units', () => {
    const basket = addToBasket(emptyBasket('resto-1'), aBasketProduct(), Number.NaN);
    expect(basketItemCount(basket)).not.toBeNaN();
  });
});
