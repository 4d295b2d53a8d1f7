import { describe, expect, it } from 'vitest';
import { DEFAULT_DECIMALS, DEFAULT_TIMEZONE } from '../../../../../core/domain/restaurant/restaurant-settings';

describe('restaurant settings defaults', () => {
  it('checkout 3: the time zone defaults to Europe/Paris', () => {
    expect(DEFAULT_TIMEZONE).toBe('Europe/Paris');
  });

  it('browsing 9, checkout 9: prices show 2 decimals by default', () => {
    expect(DEFAULT_DECIMALS).toBe(2);
  });
});
