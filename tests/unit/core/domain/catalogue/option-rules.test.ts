import { describe, expect, it } from 'vitest';
import { optionRules } from '../../../../../core/domain/catalogue/option-rules';
import { anOption } from '../../fixtures/catalogue-builders';

describe('optionRules (browsing 4 and 5, told to the customer)', () => {
  it('a single-choice option is one pick, without maximum or extra price', () => {
    expect(optionRules(anOption({ mandatory: true }))).toEqual({
      choice: 'single',
      mandatory: true,
      maxItems: null,
      includedItems: null,
      extraItemPrice: null,
    });
  });

  it('browsing 5: a multiple option with a maximum and no additional price is capped at its maximum', () => {
    const rules = optionRules(anOption({ multiple: true, max_number: 3 }));
    expect(rules).toMatchObject({ choice: 'multiple', maxItems: 3, includedItems: null, extraItemPrice: null });
  });

  it('browsing 4: with an active additional price, items beyond max_number cost that price and there is no cap', () => {
    const rules = optionRules(anOption({ multiple: true, max_number: 2, additional_price: 50, additionalPriceActive: true }));
    expect(rules).toMatchObject({ maxItems: null, includedItems: 2, extraItemPrice: 50 });
  });

  it('an additional price that is not active charges nothing and caps the option', () => {
    const rules = optionRules(anOption({ multiple: true, max_number: 2, additional_price: 50, additionalPriceActive: false }));
    expect(rules).toMatchObject({ maxItems: 2, includedItems: null, extraItemPrice: null });
  });

  it('max_number 0 means no maximum for a multiple option', () => {
    expect(optionRules(anOption({ multiple: true, max_number: 0 }))).toMatchObject({ maxItems: null, includedItems: null });
  });
});
