import { describe, expect, it } from 'vitest';
import { ALLERGEN_IDS, passesAllergenFilter, toggleAllergen } from '../../../../../core/domain/catalogue/menu-allergen-filter';

describe('browsing 3: the allergen filter (ids 1 to 14)', () => {
  it('knows the 14 allergens', () => {
    expect(ALLERGEN_IDS).toHaveLength(14);
    expect(ALLERGEN_IDS[0]).toBe(1);
    expect(ALLERGEN_IDS[13]).toBe(14);
  });

  it('no allergen chosen hides nothing', () => {
    expect(passesAllergenFilter({ allergen_ids: [1, 7] }, new Set())).toBe(true);
  });

  it('hides a product containing a chosen allergen, keeps the others', () => {
    const noMilk = new Set([7]);
    expect(passesAllergenFilter({ allergen_ids: [1, 7] }, noMilk)).toBe(false);
    expect(passesAllergenFilter({ allergen_ids: [1] }, noMilk)).toBe(true);
    expect(passesAllergenFilter({ allergen_ids: [] }, noMilk)).toBe(true);
  });

  it('choosing an allergen again takes it out; an id outside 1 to 14 is ignored', () => {
    const once = toggleAllergen(new Set(), 3);
    expect([...once]).toEqual([3]);
    expect([...toggleAllergen(once, 3)]).toEqual([]);
    expect([...toggleAllergen(once, 15)]).toEqual([3]);
    expect([...toggleAllergen(once, 0)]).toEqual([3]);
  });
});
