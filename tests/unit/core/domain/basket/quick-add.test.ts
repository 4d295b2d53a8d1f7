import { describe, expect, it } from 'vitest';
import { canQuickAdd } from '../../../../../core/domain/basket/quick-add';
import { findProduct } from '../../../../../core/domain/catalogue/menu-navigation';
import { aProduct, aSteakAndSodaCatalogue } from '../../fixtures/catalogue-builders';
import { LUNCH, aLunchCatalogue } from '../../fixtures/formula-builders';

const catalogue = aSteakAndSodaCatalogue();

describe('canQuickAdd (issue 6: a quick add for products without options)', () => {
  it('a product without options that can be ordered is added in one tap', () => {
    expect(canQuickAdd(catalogue, findProduct(catalogue, 2)!)).toBe(true);
  });

  it('a product with options opens its compose dialog instead', () => {
    expect(canQuickAdd(catalogue, findProduct(catalogue, 1)!)).toBe(false);
  });

  it('a product that cannot be ordered, or a formula, has no quick add', () => {
    expect(canQuickAdd(catalogue, aProduct({ id: 2, stock: { number_available: 0 } }))).toBe(false);
    expect(canQuickAdd(catalogue, aProduct({ id: 2, consultative: true }))).toBe(false);
    const lunch = aLunchCatalogue();
    expect(canQuickAdd(lunch, findProduct(lunch, LUNCH)!)).toBe(false);
  });
});
