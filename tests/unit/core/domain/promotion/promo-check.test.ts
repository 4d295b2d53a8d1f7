import { describe, expect, it } from 'vitest';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { checkPromoCode, checkPromotion, isWithinValidity, promoLinesOfBasket, recheckPromotions } from '../../../../../core/domain/promotion/promo-check';
import { aBasketEntry, aBasketFormula, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { NOW, aCheckContext, aCurrencyPromotion, aPercentPromotion, line } from './promotion-builders';

const errorOf = (result: ReturnType<typeof checkPromotion>) => (result.ok ? null : result.error);

describe('whether a promotion applies to an order (checkout 8 promotion error, checkout 7 promo code check)', () => {
  it('checkout 8: a code that applies is returned as is', () => {
    const promotion = aPercentPromotion();
    expect(checkPromotion(promotion, aCheckContext())).toEqual({ ok: true, value: promotion });
  });

  it('checkout 8: invalid_promo_code for an unknown code, a blank one, or a disabled one', () => {
    const promotions = [aPercentPromotion({ code: 'WELCOME' }), aPercentPromotion({ id: 2, code: 'OLD', active: false })];
    expect(checkPromoCode(promotions, 'NOPE', aCheckContext())).toEqual({ ok: false, error: 'invalid_promo_code' });
    expect(checkPromoCode(promotions, '   ', aCheckContext())).toEqual({ ok: false, error: 'invalid_promo_code' });
    expect(checkPromoCode(promotions, 'old', aCheckContext())).toEqual({ ok: false, error: 'invalid_promo_code' });
    expect(checkPromoCode(promotions, ' welcome ', aCheckContext()).ok).toBe(true);
  });

  it('checkout 8 (ours: validity dates): invalid_promo_code before valid_from and after valid_until', () => {
    expect(errorOf(checkPromotion(aPercentPromotion({ valid_from: '2025-06-12' }), aCheckContext()))).toBe('invalid_promo_code');
    expect(errorOf(checkPromotion(aPercentPromotion({ valid_until: '2025-06-10' }), aCheckContext()))).toBe('invalid_promo_code');
    expect(errorOf(checkPromotion(aPercentPromotion({ valid_from: 'not a date' }), aCheckContext()))).toBe('invalid_promo_code');
  });

  it('ours: a bare end date covers its whole day in the restaurant time zone; a date-time ends at that instant', () => {
    const lastDay = { valid_from: '2025-06-01', valid_until: '2025-06-11' };
    expect(isWithinValidity(lastDay, NOW.set({ hour: 23, minute: 59 }), 'Europe/Paris')).toBe(true);
    expect(isWithinValidity(lastDay, NOW.plus({ days: 1 }).startOf('day'), 'Europe/Paris')).toBe(false);
    expect(isWithinValidity(lastDay, NOW.set({ month: 6, day: 1 }).startOf('day'), 'Europe/Paris')).toBe(true);
    expect(isWithinValidity({ valid_from: null, valid_until: '2025-06-11T12:30:00+02:00' }, NOW, 'Europe/Paris')).toBe(false);
    expect(isWithinValidity({ valid_from: null, valid_until: '2025-06-11T12:31:00+02:00' }, NOW, 'Europe/Paris')).toBe(true);
  });

  it('checkout 8: infos_not_matching when the code is kept for another customer (e-mail ignoring case, phone, card)', () => {
    const forAna = aPercentPromotion({ reserved_for: { email: 'Ana@Example.org' } });
    expect(checkPromotion(forAna, aCheckContext()).ok).toBe(true);
    expect(errorOf(checkPromotion(forAna, aCheckContext({ infos: { ...aCheckContext().infos, email: 'bob@example.org' } })))).toBe('infos_not_matching');
    expect(errorOf(checkPromotion(aPercentPromotion({ reserved_for: { phone: '+33700000000' } }), aCheckContext()))).toBe('infos_not_matching');
    expect(errorOf(checkPromotion(aPercentPromotion({ reserved_for: { loyaltyCardNumber: 'C-1' } }), aCheckContext()))).toBe('infos_not_matching');
  });

  it('checkout 8: no_usages_left when every use is spent, in all or by this customer', () => {
    expect(errorOf(checkPromotion(aPercentPromotion({ max_usages: 10, usages: 10 }), aCheckContext()))).toBe('no_usages_left');
    expect(checkPromotion(aPercentPromotion({ max_usages: 10, usages: 9 }), aCheckContext()).ok).toBe(true);
    const oncePerCustomer = aPercentPromotion({ max_usages_per_customer: 1 });
    expect(errorOf(checkPromotion(oncePerCustomer, aCheckContext({ infos: { ...aCheckContext().infos, usagesByCustomer: 1 } })))).toBe('no_usages_left');
    expect(checkPromotion(oncePerCustomer, aCheckContext()).ok).toBe(true);
  });

  it('checkout 8: price_too_low while the subtotal is below the minimum price; reaching it is enough', () => {
    const promotion = aPercentPromotion({ minimum_price: 2400 });
    expect(errorOf(checkPromotion(promotion, aCheckContext({ lines: [line(1, 1199, 2)] })))).toBe('price_too_low');
    expect(checkPromotion(promotion, aCheckContext({ lines: [line(1, 1200, 2)] })).ok).toBe(true);
  });

  it('checkout 8: no_matching_products when no line holds a product the code is for; an empty list matches every product', () => {
    const promotion = aPercentPromotion({ matching_product_ids: [7, 8] });
    expect(errorOf(checkPromotion(promotion, aCheckContext({ lines: [line(1, 1200)] })))).toBe('no_matching_products');
    expect(errorOf(checkPromotion(promotion, aCheckContext({ lines: [line(7, 1200, 0)] })))).toBe('no_matching_products');
    expect(checkPromotion(promotion, aCheckContext({ lines: [line(1, 1200), line(8, 300)] })).ok).toBe(true);
    expect(errorOf(checkPromotion(aPercentPromotion(), aCheckContext({ lines: [] })))).toBe('no_matching_products');
  });

  it('checkout 8: order_type_not_matching when the code is for other order types; an empty list takes every one', () => {
    const deliveryOnly = aPercentPromotion({ order_type_ids: [OrderTypeId.delivery] });
    expect(errorOf(checkPromotion(deliveryOnly, aCheckContext({ orderTypeId: OrderTypeId.takeAway })))).toBe('order_type_not_matching');
    expect(checkPromotion(deliveryOnly, aCheckContext({ orderTypeId: OrderTypeId.delivery })).ok).toBe(true);
  });

  it('checkout 8: the first failing check in the order the spec lists its keys is the one said', () => {
    const everythingWrong = aPercentPromotion({
      reserved_for: { email: 'bob@example.org' },
      max_usages: 1,
      usages: 1,
      minimum_price: 100_000,
      matching_product_ids: [99],
      order_type_ids: [OrderTypeId.delivery],
    });
    const context = aCheckContext();
    expect(errorOf(checkPromotion(everythingWrong, context))).toBe('infos_not_matching');
    expect(errorOf(checkPromotion({ ...everythingWrong, reserved_for: null }, context))).toBe('no_usages_left');
    expect(errorOf(checkPromotion({ ...everythingWrong, reserved_for: null, max_usages: null }, context))).toBe('price_too_low');
    expect(errorOf(checkPromotion({ ...everythingWrong, reserved_for: null, max_usages: null, minimum_price: 0 }, context))).toBe('no_matching_products');
    expect(errorOf(checkPromotion({ ...everythingWrong, reserved_for: null, max_usages: null, minimum_price: 0, matching_product_ids: [] }, context))).toBe(
      'order_type_not_matching',
    );
  });

  it('issue 18: a code that stops matching when the basket changes is said and removed, the others kept in order', () => {
    const big = aCurrencyPromotion({ id: 1, code: 'BIG', minimum_price: 3000 });
    const pizza = aPercentPromotion({ id: 2, code: 'PIZZA', matching_product_ids: [7] });
    const any = aPercentPromotion({ id: 3, code: 'ANY' });
    const { kept, dropped } = recheckPromotions([big, pizza, any], aCheckContext({ lines: [line(1, 1200, 2)] }));
    expect(kept).toEqual([any]);
    expect(dropped).toEqual([
      { promotion: big, error: 'price_too_low' },
      { promotion: pizza, error: 'no_matching_products' },
    ]);
  });

  it('a basket gives one line per entry, a formula matched by its own id', () => {
    const basket = aBasketWith([aBasketEntry(aBasketProduct({ id: 4, unitPrice: 350 }), 2), aBasketEntry(aBasketFormula({ id: 50, unitPrice: 1490 }), 1)]);
    expect(promoLinesOfBasket(basket)).toEqual([line(4, 350, 2), line(50, 1490, 1)]);
  });
});
