import { describe, expect, it } from 'vitest';
import { removeEntry } from '../../../../../core/domain/basket/basket';
import { putBackLine, removedLine } from '../../../../../core/domain/basket/basket-undo';
import { aBasketEntry, aBasketFormula, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';

const soda = aBasketEntry(aBasketProduct(), 2);
const lunch = aBasketEntry(aBasketFormula(), 1);
const water = aBasketEntry(aBasketProduct({ id: 3, name: 'Water', unitPrice: 200 }), 1);

describe('undoing the removal of a basket line (issue 6)', () => {
  it('the line comes back in its place, whole', () => {
    const basket = aBasketWith([soda, lunch, water]);
    const removed = removedLine(basket, lunch.key)!;
    expect(removed).toEqual({ entry: lunch, index: 1 });
    expect(putBackLine(removeEntry(basket, lunch.key), removed)).toEqual(basket);
  });

  it('if the same composition was added again meanwhile, the quantities add up on one line', () => {
    const removed = removedLine(aBasketWith([soda]), soda.key)!;
    expect(putBackLine(aBasketWith([aBasketEntry(aBasketProduct(), 1)]), removed).basketProducts).toEqual([{ ...soda, nb: 3 }]);
  });

  it('a line that is not in the basket cannot be removed, so there is nothing to undo', () => {
    expect(removedLine(aBasketWith([soda]), 'nope')).toBeNull();
  });
});
