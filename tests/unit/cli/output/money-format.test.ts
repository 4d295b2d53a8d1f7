import { describe, expect, it } from 'vitest';
import { moneyFormatter } from '../../../../cli/output/money-format';

const normalSpaces = (text: string) => text.replace(/\s/gu, ' ');

describe('moneyFormatter', () => {
  it('formats cents in the restaurant currency, at the edge only', () => {
    expect(normalSpaces(moneyFormatter('EUR', 2, 'fr')(1650))).toBe('16,50 €');
    expect(moneyFormatter('EUR', 2, 'en')(1650)).toBe('€16.50');
    expect(moneyFormatter('EUR', 2, 'en')(5)).toBe('€0.05');
  });

  it('shows nb_decimal_price decimals (browsing 9)', () => {
    expect(moneyFormatter('EUR', 0, 'en')(1650)).toBe('€17');
    expect(moneyFormatter('EUR', 3, 'en')(1650)).toBe('€16.500');
  });

  it('reads minor units by the currency: a yen has no cents', () => {
    expect(moneyFormatter('JPY', 0, 'en')(1650)).toBe('¥1,650');
  });
});
