import { describe, expect, it } from 'vitest';
import { productAvailability } from '../../../../../core/domain/catalogue/product-availability';
import { aProduct } from '../../fixtures/catalogue-builders';

describe('productAvailability (browsing 3 and 8: why a product cannot be ordered)', () => {
  it('a visible product without stock tracking can be ordered', () => {
    expect(productAvailability(aProduct())).toBe('orderable');
  });

  it('browsing 3: a tracked stock of 0 is sold out', () => {
    expect(productAvailability(aProduct({ stock: { number_available: 0 } }))).toBe('sold_out');
  });

  it('browsing 3: number_available null means not available, so sold out', () => {
    expect(productAvailability(aProduct({ stock: { number_available: null } }))).toBe('sold_out');
  });

  it('a product the restaurant marked unavailable is unavailable, whatever its stock', () => {
    expect(productAvailability(aProduct({ unavailable: true, stock: { number_available: 0 } }))).toBe('unavailable');
  });

  it('browsing 4: a consultative product is shown but cannot be ordered', () => {
    expect(productAvailability(aProduct({ consultative: true }))).toBe('consultative');
  });

  it('a product in stock is orderable', () => {
    expect(productAvailability(aProduct({ stock: { number_available: 3 } }))).toBe('orderable');
  });
});
