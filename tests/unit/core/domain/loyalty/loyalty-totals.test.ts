import { describe, expect, it } from 'vitest';
import { loyaltyTotals } from '../../../../../core/domain/loyalty/loyalty-totals';
import type { LoyaltyTotalsInput } from '../../../../../core/domain/loyalty/loyalty-totals';
import type { Promotion } from '../../../../../core/domain/promotion/promotion';
import { aDeliveryOrderType } from '../../fixtures/restaurant-builders';
import { aCurrencyPromotion, aGiftsPromotion, aPercentPromotion, aQuantityPromotion, line, seeded } from '../promotion/promotion-builders';

const input = (overrides: Partial<LoyaltyTotalsInput> = {}): LoyaltyTotalsInput => ({
  lines: [line(1, 1200, 2), line(2, 600)],
  orderType: aDeliveryOrderType({ deliveryCost: 300, deliveryOffered: 5000 }),
  tips: 100,
  promotions: [],
  wanted: { pool: 0, eWallet: 0 },
  customer: { pool: 0, e_wallet_balance: 0 },
  ...overrides,
});

describe('the totals with promotions and loyalty (issue 18; checkout 3, 5, 7, 9)', () => {
  it('without promotion or loyalty the amount to pay is subtotal plus delivery plus tips', () => {
    expect(loyaltyTotals(input())).toMatchObject({ subtotal: 3000, discount: 0, deliveryCost: 300, tips: 100, poolUsed: 0, eWalletUsed: 0, toPay: 3400 });
  });

  it('checkout 3 and 7: each discount by type, promotedProducts, then pool and e-wallet, in cents', () => {
    const totals = loyaltyTotals(
      input({
        promotions: [aPercentPromotion({ id: 1, discount: 10, matching_product_ids: [1] }), aCurrencyPromotion({ id: 2, discount: 200 }), aGiftsPromotion({ id: 3 })],
        wanted: { pool: 5000, eWallet: 300 },
        customer: { pool: 1000, e_wallet_balance: 2000 },
      }),
    );
    expect(totals.discountByType).toEqual({ percentage: 240, cash: 200, gift: 0 });
    expect(totals.discount).toBe(440);
    expect(totals.promotedProducts).toEqual([
      // the 200 off is spread over what the 10 % left: 2160 and 600, so 157 and 43.
      { product_id: 1, discount: 240 + 157 },
      { product_id: 2, discount: 43 },
    ]);
    expect(totals.discounts.gifts).toEqual([{ product_id: 90, quantity: 1, promotionId: 3 }]);
    expect(totals).toMatchObject({ poolUsed: 1000, eWalletUsed: 300, toPay: 3000 - 440 + 300 + 100 - 1000 - 300 });
  });

  it('checkout 5: free delivery is reached by the subtotal before discounts (ours)', () => {
    const totals = loyaltyTotals(input({ lines: [line(1, 5000)], promotions: [aCurrencyPromotion({ discount: 1000 })] }));
    expect(totals.deliveryCost).toBe(0);
    expect(totals.toPay).toBe(5000 - 1000 + 100);
  });

  it('accounts 1: a promo code can pay all of an order; what is left (delivery, tip) the pool and e-wallet may pay', () => {
    const totals = loyaltyTotals(input({ promotions: [aPercentPromotion({ discount: 100 })], wanted: { pool: 900, eWallet: 900 }, customer: { pool: 900, e_wallet_balance: 900 } }));
    expect(totals).toMatchObject({ discount: 3000, poolUsed: 300, eWalletUsed: 100, toPay: 0 });
  });

  it('issue 18 properties, over 500 seeded orders: never negative, never above subtotal plus delivery and tips, independent of line order', () => {
    const random = seeded(2018);
    for (let index = 0; index < 500; index += 1) {
      const lines = Array.from({ length: random.int(0, 6) }, () => line(random.int(1, 6), random.int(0, 4000), random.int(1, 3)));
      const promotions: Promotion[] = [
        aPercentPromotion({ id: 1, discount: random.int(0, 100), matching_product_ids: random.int(0, 1) ? [random.int(1, 6)] : [] }),
        aCurrencyPromotion({ id: 2, discount: random.int(0, 30_000) }),
        aQuantityPromotion({ id: 3, buy_quantity: random.int(1, 3), discount: random.int(0, 1) }),
      ].filter(() => random.int(0, 1) === 1);
      const subtotal = lines.reduce((sum, one) => sum + one.unitPrice * one.nb, 0);
      const order = input({
        lines,
        promotions,
        tips: random.int(0, subtotal),
        wanted: { pool: random.int(0, 40_000), eWallet: random.int(0, 40_000) },
        customer: { pool: random.int(0, 40_000), e_wallet_balance: random.int(0, 40_000) },
      });
      const totals = loyaltyTotals(order);
      expect(totals.toPay).toBeGreaterThanOrEqual(0);
      expect(totals.toPay).toBeLessThanOrEqual(totals.subtotal + totals.deliveryCost + totals.tips);
      expect(totals.toPay).toBe(totals.subtotal - totals.discount + totals.deliveryCost + totals.tips - totals.poolUsed - totals.eWalletUsed);
      expect(loyaltyTotals({ ...order, lines: [...lines].reverse() })).toEqual(totals);
    }
  });
});
