import { describe, expect, it } from 'vitest';
import { MAX_CATEGORY_DEPTH, ProductType } from '../../../../../core/domain/catalogue/catalogue';

describe('catalogue constants (browsing 3)', () => {
  it('browsing 3, checkout 9: product type 0 is food, 1 drink, 2 wine, 3 formula', () => {
    expect(ProductType).toEqual({ food: 0, drink: 1, wine: 2, formula: 3 });
  });

  it('browsing 3: categories go up to 3 levels', () => {
    expect(MAX_CATEGORY_DEPTH).toBe(3);
  });
});
