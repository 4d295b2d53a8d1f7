import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_TYPES,
  PROMOTION_ERROR_KEYS,
  confirmationDiscountType,
  normalizePromoCode,
  promotionalPhrase,
  sameCode,
} from '../../../../../core/domain/promotion/promotion';

describe('promotion (checkout 3 "Promotion", checkout 8)', () => {
  it('checkout 3: the discount types are percent, currency, quantity and gifts', () => {
    expect(DISCOUNT_TYPES).toEqual(['percent', 'currency', 'quantity', 'gifts']);
  });

  it('checkout 8: the inline promotion error keys are spelt as the spec spells them', () => {
    expect(PROMOTION_ERROR_KEYS).toEqual([
      'invalid_promo_code',
      'infos_not_matching',
      'no_usages_left',
      'price_too_low',
      'no_matching_products',
      'order_type_not_matching',
      'send_order_to_hub_error',
    ]);
  });

  it.each([
    ['percent', 'percentage'],
    ['currency', 'cash'],
    ['quantity', 'cash'],
    ['gifts', 'gift'],
  ] as const)('checkout 3: a %s discount is shown on the confirmation as %s', (type, shown) => {
    expect(confirmationDiscountType(type)).toBe(shown);
  });

  it('ours: a typed code ignores the spaces around it and letter case', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(sameCode('Welcome10', 'WELCOME10')).toBe(true);
    expect(sameCode('WELCOME1', 'WELCOME10')).toBe(false);
  });

  it('checkout 3 translations: the promotional phrase in the language asked, its two letters, French, then the first', () => {
    const promotion = {
      translations: [
        { localeId: 'fr', promotionalPhrase: '-10 % sur tout' },
        { localeId: 'en', promotionalPhrase: '10% off everything' },
      ],
    };
    expect(promotionalPhrase(promotion, 'en')).toBe('10% off everything');
    expect(promotionalPhrase(promotion, 'en-GB')).toBe('10% off everything');
    expect(promotionalPhrase(promotion, 'de')).toBe('-10 % sur tout');
    expect(promotionalPhrase({ translations: [{ localeId: 'es', promotionalPhrase: '10 % menos' }] }, 'de')).toBe('10 % menos');
    expect(promotionalPhrase({ translations: [] }, 'fr')).toBe('');
  });
});
