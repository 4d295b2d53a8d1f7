import { describe, expect, it } from 'vitest';
import { addToBasket, emptyBasket, setEntryQuantity } from '../../../../../core/domain/basket/basket';
import type { ProductCountLimit } from '../../../../../core/domain/basket/basket-limits';
import { NO_PRODUCT_COUNT_LIMIT, basketLimitViolation, basketUnitCounts } from '../../../../../core/domain/basket/basket-limits';
import { basketChangeRefusal, isBasketOpen } from '../../../../../core/domain/basket/basket-rules';
import { aBasketEntry, aBasketFormula, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aCatalogue, aCategory, aProduct } from '../../fixtures/catalogue-builders';
import { CAKE, SOUP, STEAK, aLunchCatalogue } from '../../fixtures/formula-builders';
import { aRestaurant } from '../../fixtures/restaurant-builders';

const soda = aBasketProduct();
const catalogue = (product: Partial<Parameters<typeof aProduct>[0]> = {}, category: Partial<Parameters<typeof aCategory>[0]> = {}) =>
  aCatalogue({
    categories: [aCategory({ id: 2, categories: [aCategory({ id: 20, ...category })] })],
    products: [aProduct({ id: 2, name: 'Soda', category_id: 20, price: 300, ...product })],
  });
const limit = (value: number, current = 0): ProductCountLimit => ({ limit: value, current });
const withSodas = (nb: number) => aBasketWith(nb > 0 ? [aBasketEntry(soda, nb)] : []);

describe('browsing 5: limits of the basket', () => {
  it('counts a formula as its dishes, toward their products and their categories', () => {
    const counts = basketUnitCounts(aLunchCatalogue(), aBasketWith([aBasketEntry(aBasketFormula(), 2), aBasketEntry(aBasketProduct({ id: CAKE, category_id: 30 }), 1)]));
    expect(counts.total).toBe(5);
    expect([counts.byProduct.get(SOUP), counts.byProduct.get(STEAK), counts.byProduct.get(CAKE)]).toEqual([2, 2, 1]);
    expect([counts.byCategory.get(10), counts.byCategory.get(20), counts.byCategory.get(90)]).toEqual([2, 2, undefined]);
  });

  it('total count: current plus the basket may reach the limit, not pass it', () => {
    expect(basketLimitViolation(catalogue(), limit(5, 2), withSodas(2), withSodas(3))).toBeNull();
    expect(basketLimitViolation(catalogue(), limit(5, 2), withSodas(3), withSodas(4))).toEqual({ rule: 'basket_limit_total_products', limit: 5, remaining: 0 });
  });

  it('per product: product.limit and product.current', () => {
    expect(basketLimitViolation(catalogue({ limit: 2 }), NO_PRODUCT_COUNT_LIMIT, withSodas(1), withSodas(2))).toBeNull();
    expect(basketLimitViolation(catalogue({ limit: 2, current: 1 }), NO_PRODUCT_COUNT_LIMIT, withSodas(0), withSodas(2))).toEqual({
      rule: 'basket_limit_product',
      id: 2,
      limit: 2,
      remaining: 1,
    });
  });

  it('per category: a limit covers the products of its sub-categories', () => {
    const limited = aCatalogue({
      categories: [aCategory({ id: 2, limit: 3, current: 1, categories: [aCategory({ id: 20 })] })],
      products: [aProduct({ id: 2, category_id: 20 })],
    });
    expect(basketLimitViolation(limited, NO_PRODUCT_COUNT_LIMIT, withSodas(0), withSodas(2))).toBeNull();
    expect(basketLimitViolation(limited, NO_PRODUCT_COUNT_LIMIT, withSodas(2), withSodas(3))).toMatchObject({ rule: 'basket_limit_category', id: 2 });
  });

  it('a formula whose dish has reached its limit is refused', () => {
    const lunch = aLunchCatalogue({ products: { [STEAK]: { limit: 1 } } });
    const before = aBasketWith([aBasketEntry(aBasketFormula(), 1)]);
    const after = addToBasket(before, aBasketFormula(), 1);
    expect(basketLimitViolation(lunch, NO_PRODUCT_COUNT_LIMIT, before, after)).toMatchObject({ rule: 'basket_limit_product', id: STEAK });
  });

  it('taking units out is always allowed, even from a basket past its limits', () => {
    const before = withSodas(6);
    expect(basketLimitViolation(catalogue({ limit: 1 }), limit(2), before, setEntryQuantity(before, before.basketProducts[0]!.key, 5))).toBeNull();
  });

  it('a change that does not add to a full counter passes: only growing counters are checked', () => {
    const lunch = aLunchCatalogue({ products: { [SOUP]: { limit: 0 } } });
    const before = emptyBasket('resto-1');
    expect(basketLimitViolation(lunch, NO_PRODUCT_COUNT_LIMIT, before, addToBasket(before, aBasketProduct({ id: CAKE, category_id: 30 }), 1))).toBeNull();
  });
});

describe('browsing 4: consultative mode', () => {
  it('closes the basket unless the basket is allowed in consultative mode', () => {
    expect(isBasketOpen(aRestaurant())).toBe(true);
    expect(isBasketOpen(aRestaurant({ consultative: true }))).toBe(false);
    expect(isBasketOpen(aRestaurant({ consultative: true, allow_basket_in_consultative: true }))).toBe(true);
  });

  it('refuses any add in consultative mode, and still lets units out', () => {
    const settings = aRestaurant({ consultative: true });
    expect(basketChangeRefusal(catalogue(), settings, withSodas(1), withSodas(2))).toBe('basket_closed_in_consultative_mode');
    expect(basketChangeRefusal(catalogue(), settings, withSodas(2), withSodas(1))).toBeNull();
  });

  it('names the limit a change passes', () => {
    expect(basketChangeRefusal(catalogue(), aRestaurant({ total_products_limit: limit(1) }), withSodas(1), withSodas(2))).toBe('basket_limit_total_products');
  });
});
