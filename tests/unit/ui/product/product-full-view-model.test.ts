import { describe, expect, it } from 'vitest';
import { ProductFullViewModel } from '../../../../ui/product/product-full-view-model';
import { demoSession } from '../fixtures/demo-session';

describe('ProductFullViewModel (browsing 2.1: productFullView)', () => {
  it('an orderable product offers to compose it', async () => {
    const session = await demoSession();
    expect(ProductFullViewModel.forProduct(1101, session.catalogue)?.canCompose).toBe(true);
  });

  it('browsing 8: a sold-out product does not offer to compose it', async () => {
    const session = await demoSession();
    const egg = ProductFullViewModel.forProduct(1002, session.catalogue);
    expect(egg?.availability).toBe('sold_out');
    expect(egg?.canCompose).toBe(false);
  });

  it('browsing 3: a formula lists its price choices and its steps by position, with supplements', async () => {
    const session = await demoSession();
    const formula = ProductFullViewModel.forProduct(3001, session.catalogue);
    expect(formula?.canCompose).toBe(true);
    expect(formula?.formula?.prices.map((price) => price.price)).toEqual([1990, 1990, 2490]);
    expect(formula?.formula?.steps.map((step) => step.id)).toEqual([1, 2, 3]);
    expect(formula?.formula?.steps[0]?.choices).toEqual([
      { productId: 1001, name: expect.objectContaining({ fr: 'Velouté de potimarron', en: 'Red kuri squash soup' }), supplement: 0 },
      { productId: 1003, name: expect.objectContaining({ fr: 'Burrata des Pouilles', en: 'Apulian burrata' }), supplement: 200 },
    ]);
  });

  it('a product that is not on the menu has no full view', async () => {
    const session = await demoSession();
    expect(ProductFullViewModel.forProduct(404, session.catalogue)).toBeNull();
  });

  it('a plain product has no formula', async () => {
    const session = await demoSession();
    expect(ProductFullViewModel.forProduct(2201, session.catalogue)?.formula).toBeNull();
  });
});
