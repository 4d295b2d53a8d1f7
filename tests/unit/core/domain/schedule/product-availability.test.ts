import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { Basket } from '../../../../../core/domain/basket/basket';
import type { Catalogue } from '../../../../../core/domain/catalogue/catalogue';
import { isAvailableOnDay, linesNotAvailableOnDay } from '../../../../../core/domain/schedule/product-availability';

const sundays = { availability_dates: { from: null, to: null, weekdays: [7] } };
const december = { availability_dates: { from: '2026-12-01', to: '2026-12-31', weekdays: [] } };

describe('checkout 4: products whose availability dates do not cover the chosen day', () => {
  it('a product without availability dates is sold every day', () => {
    expect(isAvailableOnDay({}, '2026-11-25')).toBe(true);
    expect(isAvailableOnDay({ availability_dates: null }, '2026-11-25')).toBe(true);
  });

  it('weekdays: 1 Monday to 7 Sunday, in the calendar of the day given', () => {
    expect(isAvailableOnDay(sundays, '2026-11-29')).toBe(true);
    expect(isAvailableOnDay(sundays, '2026-11-28')).toBe(false);
    // Across months, years and a leap day, against luxon's reading of the same dates.
    for (const day of ['2024-02-29', '2025-01-05', '2026-03-01', '2027-12-31', '2000-01-02']) {
      for (const weekday of [1, 2, 3, 4, 5, 6, 7]) {
        expect(isAvailableOnDay({ availability_dates: { from: null, to: null, weekdays: [weekday] } }, day), `${day} ${weekday}`).toBe(DateTime.fromISO(day).weekday === weekday);
      }
    }
  });

  it('a first and a last day, both included', () => {
    expect(isAvailableOnDay(december, '2026-11-30')).toBe(false);
    expect(isAvailableOnDay(december, '2026-12-01')).toBe(true);
    expect(isAvailableOnDay(december, '2026-12-31')).toBe(true);
    expect(isAvailableOnDay(december, '2027-01-01')).toBe(false);
  });

  it('names the basket lines to take out for the day, a formula with such a dish included', () => {
    const [soup, burger] = leComptoir.catalogue.products;
    const catalogue: Catalogue = { ...leComptoir.catalogue, products: leComptoir.catalogue.products.map((product) => (product.id === soup!.id ? { ...product, ...sundays } : product)) };
    const line = (key: string, id: number) => ({ key, nb: 1, product: { id, name: { fr: key }, category_id: 1, unitPrice: 100, selectedOptions: [] } });
    const formula = {
      key: 'menu',
      nb: 1,
      product: { type: 'menu' as const, id: 9999, name: { fr: 'menu' }, category_id: 1, media_url: null, unitPrice: 100, menu_price_id: 1, menuPriceName: { fr: 'x' }, products: [{ product_id: soup!.id, menu_choice_id: 1, options: [] }] },
    };
    const basket: Basket = { version: '1.7', restaurantToken: 'le-comptoir', basketProducts: [line('soup', soup!.id), line('burger', burger!.id), formula] };
    expect(linesNotAvailableOnDay(basket, catalogue, '2026-11-28').map((entry) => entry.key)).toEqual(['soup', 'menu']);
    expect(linesNotAvailableOnDay(basket, catalogue, '2026-11-29')).toEqual([]);
  });
});
