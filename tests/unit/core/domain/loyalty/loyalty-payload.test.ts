import { describe, expect, it } from 'vitest';
import type { LoyaltyAdvantage } from '../../../../../core/domain/loyalty/loyalty-customer';
import { NO_LOYALTY, giftsOfAdvantages, loyaltyPayloadFields } from '../../../../../core/domain/loyalty/loyalty-payload';
import { ORDER_LIMITS } from '../../../../../core/domain/order/order-limits';
import { aGiftsPromotion, aPercentPromotion } from '../promotion/promotion-builders';

const advantage = (name: string, codePromo: string, automatic = false): LoyaltyAdvantage => ({ name, codePromo, description: '', imgUrl: null, automatic });

describe('what the order payload carries for promotions and loyalty (checkout 3 "Order payload sent")', () => {
  it('checkout 3: promotion_id 0 and empty customerExternalInfos when nothing is used', () => {
    expect(loyaltyPayloadFields({ promoCode: null, advantages: [], loyaltyCardNumber: '', pool: 0, poolUsed: 0, eWalletUsed: 0 })).toEqual(NO_LOYALTY);
  });

  it('checkout 3: promotion_id, externalAdvantages and customerExternalInfos {loyaltyCardNumber, pool, poolToUse, promoCodes}', () => {
    const fields = loyaltyPayloadFields({
      promoCode: aPercentPromotion({ id: 42, code: 'Welcome' }),
      advantages: [advantage('Free coffee', 'coffee'), advantage('Birthday', 'BDAY', true), advantage('Points', '')],
      loyaltyCardNumber: ' C-1001 ',
      pool: 1500,
      poolUsed: 700,
      eWalletUsed: 0,
    });
    expect(fields).toEqual({
      promotion_id: 42,
      externalAdvantages: [
        { name: 'Free coffee', codePromo: 'coffee', automatic: false },
        { name: 'Birthday', codePromo: 'BDAY', automatic: true },
        { name: 'Points', codePromo: '', automatic: false },
      ],
      customerExternalInfos: { loyaltyCardNumber: 'C-1001', pool: 1500, poolToUse: 700, promoCodes: ['WELCOME', 'COFFEE', 'BDAY'] },
    });
  });

  it('ours: the e-wallet spent travels as customerExternalInfos.eWalletToUse; each code once, at most the order limit', () => {
    const many = Array.from({ length: 15 }, (_, index) => advantage(`A${index}`, `CODE${index % 12}`));
    const fields = loyaltyPayloadFields({ promoCode: null, advantages: many, loyaltyCardNumber: 'C-1', pool: 0, poolUsed: 0, eWalletUsed: 250 });
    expect(fields.customerExternalInfos.eWalletToUse).toBe(250);
    expect(fields.customerExternalInfos.promoCodes).toHaveLength(ORDER_LIMITS.promoCodes);
    expect(new Set(fields.customerExternalInfos.promoCodes).size).toBe(ORDER_LIMITS.promoCodes);
  });

  it('checkout 4: an advantage whose gift promotion was narrowed to one product (the choice dialog) names it as giftProductId', () => {
    const gifts = aGiftsPromotion({ code: 'BOARD', products_offered: [{ product_id: 1101, quantity: 1 }, { product_id: 1102, quantity: 1 }] });
    const picked = { ...gifts, products_offered: [{ product_id: 1102, quantity: 1 }] };
    const chosen = [advantage('Board', 'BOARD'), advantage('Coffee', 'COFFEE')];
    expect(giftsOfAdvantages(chosen, (name) => (name === 'Board' ? gifts : undefined))).toEqual({});
    const giftProductIds = giftsOfAdvantages(chosen, (name) => (name === 'Board' ? picked : aPercentPromotion({ code: 'COFFEE' })));
    expect(giftProductIds).toEqual({ Board: 1102 });
    const fields = loyaltyPayloadFields({ promoCode: null, advantages: chosen, giftProductIds, loyaltyCardNumber: 'C-1', pool: 0, poolUsed: 0, eWalletUsed: 0 });
    expect(fields.externalAdvantages).toEqual([
      { name: 'Board', codePromo: 'BOARD', automatic: false, giftProductId: 1102 },
      { name: 'Coffee', codePromo: 'COFFEE', automatic: false },
    ]);
  });
});
