import { describe, expect, it } from 'vitest';
import { formulaEntry } from '../../../../../core/domain/basket/formula-entry';
import type { FormulaPick } from '../../../../../core/domain/formula/formula-pricing';
import { aBasketFormula } from '../../fixtures/basket-builders';
import { CAKE, DESSERT, FISH, ICE_CREAM, LUNCH, MAIN, SALAD, SOUP, STARTER, STEAK, TERRINE, aLunchCatalogue, steakOptions } from '../../fixtures/formula-builders';

const catalogue = aLunchCatalogue();
const dish = (menu_choice_id: number, product_id: number, options: FormulaPick['options'] = []): FormulaPick => ({ product_id, menu_choice_id, options });

describe('formulaEntry (browsing 3 and 4: a formula as the basket keeps it, priced from the catalogue)', () => {
  it('browsing 4: the match sets the price and the name of the price choice; dishes are kept by step position', () => {
    expect(formulaEntry(catalogue, LUNCH, [dish(MAIN, STEAK, steakOptions()), dish(STARTER, SOUP)])).toEqual({ ok: true, value: aBasketFormula() });
  });

  it('browsing 4: price from the formula content plus option prices, extras beyond max_number adding additional_price', () => {
    // All three steps 19.00, the salad +2.00, the fish +3.00.
    expect(formulaEntry(catalogue, LUNCH, [dish(STARTER, SALAD), dish(MAIN, FISH), dish(DESSERT, CAKE)])).toMatchObject({ ok: true, value: { unitPrice: 1900 + 200 + 300, menu_price_id: 3 } });
    // Three toppings at 1.00 each, the third beyond the two included: +0.50.
    expect(formulaEntry(catalogue, LUNCH, [dish(STARTER, SOUP), dish(MAIN, STEAK, steakOptions(301, 302, 303))])).toMatchObject({ ok: true, value: { unitPrice: 1500 + 300 + 50 } });
  });

  it('browsing 4: a selection that equals no price choice cannot go into the basket', () => {
    expect(formulaEntry(catalogue, LUNCH, [dish(STARTER, SOUP)])).toEqual({ ok: false, error: 'formula_selection_incomplete' });
    expect(formulaEntry(catalogue, LUNCH, [])).toEqual({ ok: false, error: 'formula_selection_incomplete' });
    expect(formulaEntry(catalogue, LUNCH, [dish(STARTER, SOUP), dish(STARTER, SALAD), dish(MAIN, FISH)])).toEqual({ ok: false, error: 'formula_selection_incomplete' });
  });

  it('browsing 4: an unavailable product cannot be added, nor an unavailable formula', () => {
    expect(formulaEntry(catalogue, LUNCH, [dish(STARTER, TERRINE), dish(MAIN, FISH)])).toEqual({ ok: false, error: 'product_unavailable' });
    expect(formulaEntry(catalogue, LUNCH, [dish(MAIN, FISH), dish(DESSERT, ICE_CREAM)])).toEqual({ ok: false, error: 'product_unavailable' });
    expect(formulaEntry(aLunchCatalogue({ products: { [LUNCH]: { unavailable: true } } }), LUNCH, [dish(STARTER, SOUP), dish(MAIN, FISH)])).toEqual({ ok: false, error: 'product_unavailable' });
  });

  it('a dish not offered at its step, a missing mandatory option, options that do not fit, an unknown formula', () => {
    expect(formulaEntry(catalogue, LUNCH, [dish(STARTER, CAKE), dish(MAIN, FISH)])).toEqual({ ok: false, error: 'dish_not_offered_at_step' });
    expect(formulaEntry(catalogue, LUNCH, [dish(STARTER, SOUP), dish(MAIN, STEAK)])).toEqual({ ok: false, error: 'missing_mandatory_options' });
    expect(formulaEntry(catalogue, LUNCH, [dish(STARTER, SOUP), dish(MAIN, STEAK, [...steakOptions(), { option_id: 300, item_ids: [999] }])])).toEqual({ ok: false, error: 'invalid_options' });
    expect(formulaEntry(catalogue, 424242, [dish(STARTER, SOUP), dish(MAIN, FISH)])).toEqual({ ok: false, error: 'product_not_found' });
  });
});
