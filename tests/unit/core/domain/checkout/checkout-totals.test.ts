import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutTotals } from '../../../../../core/domain/checkout/checkout-totals';
import type { Promotion } from '../../../../../core/domain/promotion/promotion';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aDeliveryOrderType } from '../../fixtures/restaurant-builders';
import { aCurrencyPromotion, aGiftsPromotion, aPercentPromotion, aQuantityPromotion } from '../promotion/promotion-builders';

const basketOf = (lines: readonly { id: number; price: number; nb: number }[]) =>
  aBasketWith(lines.map((one, index) => aBasketEntry(aBasketProduct({ id: one.id, unitPrice: one.price, name: `P${one.id}-${index}` }), one.nb)));

const delivery = aDeliveryOrderType({ deliveryCost: 300, deliveryOffered: 5000 });

describe('the checkout totals with discounts (issue 18; checkout 3, 5, 7)', () => {
  it('without promotion the amount to pay is subtotal plus delivery plus tips, the basket totals unchanged', () => {
    const totals = checkoutTotals({ basket: basketOf([{ id: 1, price: 1200, nb: 2 }]), orderType: delivery, tips: 150 });
    expect(totals).toMatchObject({ itemCount: 2, subtotal: 2400, deliveryCost: 300, total: 2700, discount: 0, tips: 150, toPay: 2850 });
    expect(totals.discountByType).toEqual({ percentage: 0, cash: 0, gift: 0 });
  });

  it('each discount by type: a percent code, a currency code, a quantity code, a gift at 0', () => {
    const basket = basketOf([{ id: 1, price: 1000, nb: 3 }, { id: 2, price: 500, nb: 1 }]);
    const promotions: Promotion[] = [
      aPercentPromotion({ id: 1, discount: 10 }),
      aCurrencyPromotion({ id: 2, discount: 200 }),
      aQuantityPromotion({ id: 3, buy_quantity: 3, discount: 1, matching_product_ids: [1] }),
      aGiftsPromotion({ id: 4 }),
    ];
    const totals = checkoutTotals({ basket, orderType: delivery, tips: 0, promotions });
    // 10 % of 3500 = 350; 200 off; one burger of three free: 1000, cash as the currency one.
    expect(totals.discountByType).toEqual({ percentage: 350, cash: 1200, gift: 0 });
    expect(totals.discounts.gifts).toEqual([{ product_id: 90, quantity: 1, promotionId: 4 }]);
    expect(totals.toPay).toBe(3500 - 1550 + 300);
  });

  const line = fc.record({ id: fc.integer({ min: 1, max: 6 }), price: fc.integer({ min: 0, max: 5000 }), nb: fc.integer({ min: 1, max: 4 }) });
  const promotion = fc.oneof(
    fc.record({ discount: fc.integer({ min: 0, max: 100 }), only: fc.option(fc.integer({ min: 1, max: 6 })) }).map(({ discount, only }) => aPercentPromotion({ id: 1, discount, matching_product_ids: only === null ? [] : [only] })),
    fc.integer({ min: 0, max: 40_000 }).map((discount) => aCurrencyPromotion({ id: 2, discount })),
    fc.record({ buy: fc.integer({ min: 1, max: 4 }), free: fc.integer({ min: 0, max: 2 }) }).map(({ buy, free }) => aQuantityPromotion({ id: 3, buy_quantity: buy, discount: free })),
    fc.constant(aGiftsPromotion({ id: 4 })),
  );
  const order = fc.record({
    lines: fc.array(line, { maxLength: 8 }),
    promotions: fc.array(promotion, { maxLength: 4 }),
    tips: fc.integer({ min: 0, max: 10_000 }),
    pool: fc.integer({ min: 0, max: 40_000 }),
    eWallet: fc.integer({ min: 0, max: 40_000 }),
  });
  type Order = { lines: { id: number; price: number; nb: number }[]; promotions: Promotion[]; tips: number; pool: number; eWallet: number };
  const totalsOf = (value: Order, lines = value.lines) =>
    checkoutTotals({
      basket: basketOf(lines),
      orderType: delivery,
      tips: value.tips,
      promotions: value.promotions,
      loyalty: { wanted: { pool: value.pool, eWallet: value.eWallet }, customer: { pool: value.pool, e_wallet_balance: value.eWallet } },
    });

  it('issue 18 property: the amount to pay is never negative', () => {
    fc.assert(fc.property(order, (value) => totalsOf(value).toPay >= 0));
  });

  it('issue 18 property: the amount to pay is never above subtotal plus delivery plus tips', () => {
    fc.assert(
      fc.property(order, (value) => {
        const totals = totalsOf(value);
        return totals.toPay <= totals.subtotal + totals.deliveryCost + totals.tips;
      }),
    );
  });

  it('issue 18 property: the totals do not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        order.chain((value) => fc.shuffledSubarray(value.lines, { minLength: value.lines.length }).map((shuffled) => ({ value, shuffled }))),
        ({ value, shuffled }) => {
          const { toPay, discount, discountByType, promotedProducts, subtotal, deliveryCost } = totalsOf(value);
          expect(totalsOf(value, shuffled)).toMatchObject({ toPay, discount, discountByType, promotedProducts, subtotal, deliveryCost });
        },
      ),
    );
  });
});
