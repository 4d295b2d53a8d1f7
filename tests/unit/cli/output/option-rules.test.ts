import { describe, expect, it } from 'vitest';
import type { ProductOption } from '../../../../core/domain/catalogue/catalogue';
import { optionRule } from '../../../../cli/output/option-rules';
import { anOption } from '../../core/fixtures/catalogue-builders';

const money = (cents: number) => `${(cents / 100).toFixed(2)} €`;

const option = (fields: Partial<ProductOption>): ProductOption => anOption({ product_option_items: [], ...fields });

describe('optionRule (browsing 4-5)', () => {
  it('a single choice takes one item', () => {
    expect(optionRule(option({ mandatory: true }), money)).toBe('required, choose 1');
    expect(optionRule(option({}), money)).toBe('optional, choose 1');
  });

  it('a multiple option with max_number 0 has no maximum', () => {
    expect(optionRule(option({ multiple: true }), money)).toBe('optional, choose any');
  });

  it('a multiple option with an active additional price charges every item beyond the maximum', () => {
    expect(optionRule(option({ multiple: true, max_number: 2, additional_price: 50, additionalPriceActive: true }), money)).toBe(
      'optional, 2 included, +0.50 € each beyond 2',
    );
  });

  it('browsing 5: an active additional price of 0 is no additional price: the option stops at its maximum', () => {
    expect(optionRule(option({ multiple: true, max_number: 2, additional_price: 0, additionalPriceActive: true }), money)).toBe('optional, up to 2');
  });

  it('a multiple option without additional price stops at the maximum', () => {
    expect(optionRule(option({ multiple: true, max_number: 3, additional_price: 50 }), money)).toBe('optional, up to 3');
  });
});
