import { describe, expect, it } from 'vitest';
import { priceFormat } from '../../../../ui/format/price-format';

// Intl puts a narrow no-break space before the euro sign in French; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('priceFormat (money in cents, formatted at the UI edge with currency and nb_decimal_price)', () => {
  it('euros in French, two decimals', () => {
    expect(plain(priceFormat('fr', 'EUR', 2)(1650))).toBe('16,50 €');
  });

  it('euros in English', () => {
    expect(priceFormat('en', 'EUR', 2)(50)).toBe('€0.50');
  });

  it('browsing 9: nb_decimal_price decides how many decimals show', () => {
    expect(plain(priceFormat('fr', 'EUR', 0)(1650))).toBe('17 €');
  });

  it('a currency without minor units is not divided by 100', () => {
    expect(priceFormat('en', 'JPY', 0)(1200)).toBe('¥1,200');
  });

  it('a decimals setting that makes no sense falls back to 2', () => {
    expect(plain(priceFormat('fr', 'EUR', -3)(1650))).toBe('16,50 €');
  });

  it('an unknown currency code still shows the amount', () => {
    expect(plain(priceFormat('fr', 'EURO', 2)(1650))).toBe('16,50 EURO');
  });
});
