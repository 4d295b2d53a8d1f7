import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../../../core/domain/catalogue/catalogue';
import { productAllergens } from '../../../../../core/domain/catalogue/product-allergens';
import { aProduct } from '../../fixtures/catalogue-builders';

const catalogue: Catalogue = {
  categories: [],
  products: [],
  options: [],
  formulas: [],
  allergens: [
    { id: 1, name: 'Gluten' },
    { id: 7, name: 'Milk' },
  ],
};

describe('productAllergens (browsing 3: allergens 1 to 14, named by the catalogue)', () => {
  it('lists the allergens a product names, in its order', () => {
    expect(productAllergens(catalogue, aProduct({ allergen_ids: [7, 1] })).map((allergen) => allergen.name)).toEqual(['Milk', 'Gluten']);
  });

  it('skips an allergen id the catalogue does not know', () => {
    expect(productAllergens(catalogue, aProduct({ allergen_ids: [3, 7] })).map((allergen) => allergen.id)).toEqual([7]);
  });
});
