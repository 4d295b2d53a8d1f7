import { describe, expect, it } from 'vitest';
import { trackedLineName } from '../../../../../core/domain/tracking/tracked-line-name';
import { aCatalogue, aProduct } from '../../../core/fixtures/catalogue-builders';
import { aLunchFormula, LUNCH } from '../../../core/fixtures/formula-builders';

/**
 * Issue 22.13 (tracking in English showed "1 × Burger du Comptoir"): the platform names an order's lines
 * in French; the tracking page shows the menu's name in the visitor's language.
 */
describe('trackedLineName: an order line named in the visitor’s language', () => {
  const burger = aProduct({ id: 7, name: { fr: 'Burger du Comptoir', en: 'Comptoir burger' } });
  const catalogue = aCatalogue({ products: [burger], formulas: [aLunchFormula()] });

  it('a product line: the menu’s English name on an English page, its French on a French one', () => {
    const line = { name: 'Burger du Comptoir', count: 1, price: 1450, product_id: 7 };
    expect(trackedLineName(line, catalogue, 'en')).toBe('Comptoir burger');
    expect(trackedLineName(line, catalogue, 'fr')).toBe('Burger du Comptoir');
  });

  it('a set menu line is found among the formulas', () => {
    expect(trackedLineName({ name: 'Formule déjeuner', count: 2, price: 3000, product_id: LUNCH }, catalogue, 'en')).toBe('Lunch set menu');
  });

  it('keeps the name the order was placed with when the menu cannot tell: no menu, no product, another name', () => {
    const line = { name: 'Burger du Comptoir', count: 1, price: 1450, product_id: 7 };
    expect(trackedLineName(line, null, 'en')).toBe('Burger du Comptoir');
    expect(trackedLineName({ ...line, product_id: null }, catalogue, 'en')).toBe('Burger du Comptoir');
    expect(trackedLineName({ ...line, product_id: 99 }, catalogue, 'en')).toBe('Burger du Comptoir');
    // The menu renamed the product since: the id alone does not name the line.
    expect(trackedLineName({ ...line, name: 'Ancien burger' }, catalogue, 'en')).toBe('Ancien burger');
  });
});
