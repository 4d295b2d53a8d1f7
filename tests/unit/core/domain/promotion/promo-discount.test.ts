import { describe, expect, it } from 'vitest';
import type { PromoLine } from '../../../../../core/domain/promotion/promo-check';
import { applyPromotions, percentOf, promotedProductsOf, spreadDiscount } from '../../../../../core/domain/promotion/promo-discount';
import type { Promotion } from '../../../../../core/domain/promotion/promotion';
import { aCurrencyPromotion, aGiftsPromotion, aPercentPromotion, aQuantityPromotion, line, seeded } from './promotion-builders';

const only = (promotion: Promotion, lines: readonly PromoLine[]) => applyPromotions([promotion], lines).discounts[0]!;

describe('the discount a promotion gives, in cents (checkout 3 discount_type; checkout 7 promotedProducts; checkout 9 totals in cents)', () => {
  it('checkout 3 percent: a percentage of the matching lines, rounded to the nearest cent, a half cent to the customer', () => {
    expect(percentOf(2400, 10)).toBe(240);
    expect(percentOf(1005, 50)).toBe(503);
    expect(percentOf(999, 12.5)).toBe(125);
    expect(percentOf(1000, 33.33)).toBe(333);
    expect(percentOf(1000, 150)).toBe(1000);
    expect(percentOf(1000, -5)).toBe(0);
    expect(only(aPercentPromotion({ discount: 20, matching_product_ids: [1] }), [line(1, 1200, 2), line(2, 900)]).amount).toBe(480);
  });

  it('checkout 3 currency: a fixed amount off the matching lines, never more than they cost', () => {
    expect(only(aCurrencyPromotion({ discount: 500 }), [line(1, 1200)]).amount).toBe(500);
    expect(only(aCurrencyPromotion({ discount: 500, matching_product_ids: [2] }), [line(1, 1200), line(2, 300)]).amount).toBe(300);
    expect(only(aCurrencyPromotion({ discount: -100 }), [line(1, 1200)]).amount).toBe(0);
  });

  it('checkout 3 quantity (ours: for every buy_quantity units, discount of them free, the cheapest first)', () => {
    const threeForTwo = aQuantityPromotion({ buy_quantity: 3, discount: 1, matching_product_ids: [1, 2] });
    expect(only(threeForTwo, [line(1, 1200, 2), line(2, 900, 1)]).amount).toBe(900);
    expect(only(threeForTwo, [line(1, 1200, 2)]).amount).toBe(0);
    expect(only(threeForTwo, [line(1, 1200, 5), line(2, 900, 1)]).amount).toBe(900 + 1200);
    expect(only(aQuantityPromotion({ buy_quantity: 2, discount: 5 }), [line(1, 100, 2)]).amount).toBe(200);
    expect(only(aQuantityPromotion({ buy_quantity: 0 }), [line(1, 100, 9)]).amount).toBe(0);
  });

  it('checkout 3 gifts: nothing is taken off; products_offered come as gifts, shown as gift', () => {
    const discount = only(aGiftsPromotion({ id: 4, products_offered: [{ product_id: 90, quantity: 1 }] }), [line(1, 1200)]);
    expect(discount).toMatchObject({ amount: 0, shownAs: 'gift', gifts: [{ product_id: 90, quantity: 1 }], promotedProducts: [] });
    expect(applyPromotions([aGiftsPromotion({ id: 4 })], [line(1, 1200)]).gifts).toEqual([{ product_id: 90, quantity: 1, promotionId: 4 }]);
  });

  it('checkout 7 promotedProducts: a discount is spread over its products in proportion, the cents left to the largest remainders', () => {
    expect(spreadDiscount(100, new Map([[1, 300], [2, 300], [3, 300]]))).toEqual([
      { product_id: 1, discount: 34 },
      { product_id: 2, discount: 33 },
      { product_id: 3, discount: 33 },
    ]);
    expect(spreadDiscount(0, new Map([[1, 300]]))).toEqual([]);
    expect(only(aPercentPromotion({ discount: 10 }), [line(2, 1000), line(1, 500, 2)]).promotedProducts).toEqual([
      { product_id: 1, discount: 100 },
      { product_id: 2, discount: 100 },
    ]);
  });

  it('checkout 3 "Discount types shown on confirmation": the totals by type, and every discount never above the subtotal', () => {
    const lines = [line(1, 1000)];
    const result = applyPromotions([aPercentPromotion({ id: 1, discount: 50 }), aCurrencyPromotion({ id: 2, discount: 800 }), aGiftsPromotion({ id: 3 })], lines);
    expect(result.discounts.map((discount) => discount.amount)).toEqual([500, 500, 0]);
    expect(result.total).toBe(1000);
    expect(result.byType).toEqual({ percentage: 500, cash: 500, gift: 0 });
  });

  it('ours: a second percentage is worked out on the undiscounted price (not compounded), then bounded by what is left', () => {
    const result = applyPromotions([aPercentPromotion({ id: 1, discount: 10 }), aPercentPromotion({ id: 2, discount: 10 })], [line(1, 1000)]);
    expect(result.discounts.map((discount) => discount.amount)).toEqual([100, 100]);
    expect(promotedProductsOf(result)).toEqual([{ product_id: 1, discount: 200 }]);
  });

  describe('properties, over 500 seeded orders', () => {
    const random = seeded(18);
    const orders = Array.from({ length: 500 }, () => {
      const lines = Array.from({ length: random.int(0, 6) }, () => line(random.int(1, 5), random.int(0, 5000), random.int(0, 4)));
      const matching = random.int(0, 1) === 0 ? [] : [random.int(1, 5)];
      const promotions: Promotion[] = [
        aPercentPromotion({ id: 1, discount: random.int(0, 10_000) / 100, matching_product_ids: matching }),
        aCurrencyPromotion({ id: 2, discount: random.int(0, 20_000), matching_product_ids: random.int(0, 1) === 0 ? [] : [random.int(1, 5)] }),
        aQuantityPromotion({ id: 3, buy_quantity: random.int(1, 4), discount: random.int(0, 2) }),
      ].slice(0, random.int(1, 3));
      return { lines, promotions };
    });

    it('checkout 9 totals in cents: every discount is a whole number of cents, none negative, and together never above the subtotal', () => {
      for (const { lines, promotions } of orders) {
        const result = applyPromotions(promotions, lines);
        const subtotal = lines.reduce((sum, one) => sum + one.unitPrice * one.nb, 0);
        for (const discount of result.discounts) {
          expect(Number.isSafeInteger(discount.amount) && discount.amount >= 0).toBe(true);
          expect(discount.promotedProducts.reduce((sum, product) => sum + product.discount, 0)).toBe(discount.amount);
        }
        expect(result.total).toBeLessThanOrEqual(subtotal);
      }
    });

    it('checkout 7 promotedProducts: no product is discounted beyond what it costs in the order', () => {
      for (const { lines, promotions } of orders) {
        const cost = new Map<number, number>();
        for (const one of lines) cost.set(one.productId, (cost.get(one.productId) ?? 0) + one.unitPrice * one.nb);
        for (const product of promotedProductsOf(applyPromotions(promotions, lines))) expect(product.discount).toBeLessThanOrEqual(cost.get(product.product_id) ?? 0);
      }
    });

    it('the order of the lines does not change any discount', () => {
      for (const { lines, promotions } of orders) {
        expect(applyPromotions(promotions, [...lines].reverse())).toEqual(applyPromotions(promotions, lines));
      }
    });
  });
});
