import { describe, expect, it } from 'vitest';
import { isCents, multiplyCents, sumCents } from '../../../../../core/domain/money/money';

describe('money (ARCHITECTURE: money is an integer of minor units)', () => {
  it('an amount of money is a whole number of cents', () => {
    expect(isCents(850)).toBe(true);
    expect(isCents(0)).toBe(true);
    expect(isCents(-150)).toBe(true);
  });

  it('a fractional amount, a numeric string, NaN or an unsafe integer is not an amount of cents', () => {
    expect(isCents(8.5)).toBe(false);
    expect(isCents('850')).toBe(false);
    expect(isCents(Number.NaN)).toBe(false);
    expect(isCents(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isCents(null)).toBe(false);
  });

  it('amounts add up in cents, and nothing adds up to 0', () => {
    expect(sumCents([850, 300, 150])).toBe(1300);
    expect(sumCents([])).toBe(0);
  });

  it('a unit price times a quantity gives the line amount', () => {
    expect(multiplyCents(250, 3)).toBe(750);
    expect(multiplyCents(250, 0)).toBe(0);
  });
});
