import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { product } from '../../../../adapters/platform-api/catalogue-schemas';
import { leComptoir } from '../../../../adapters/simulator/demo/demo-establishments';

const lemonade = leComptoir.catalogue.products.find((candidate) => candidate.id === 2101)!;

describe('issue 20 item 6: a product’s take-away VAT rate, checked like the eat-in one', () => {
  it('takes a percentage from 0 to 100, or none', () => {
    for (const rate of [0, 5.5, 100, null, undefined]) expect(v.safeParse(product, { ...lemonade, vat_rate_take_away: rate }).success).toBe(true);
  });

  it('refuses a negative rate, one over 100 and anything not a number, naming the field', () => {
    for (const rate of [-1, 100.5, '5.5', Number.NaN]) {
      const parsed = v.safeParse(product, { ...lemonade, vat_rate_take_away: rate });
      expect(parsed.success).toBe(false);
      expect(parsed.issues?.[0]?.path?.map((item) => item.key)).toEqual(['vat_rate_take_away']);
    }
  });
});
