import { describe, expect, it } from 'vitest';
import { giftChoice, giftLineFor, withGift, withoutGiftsOf } from '../../../../../core/domain/promotion/gifts';
import { aGiftsPromotion } from './promotion-builders';

describe('gift products (checkout 4 "Loyalty and promotions")', () => {
  it('checkout 4: a single gift product is added without asking', () => {
    expect(giftChoice(aGiftsPromotion({ products_offered: [{ product_id: 90, quantity: 1 }] }))).toEqual({ kind: 'add', gift: { product_id: 90, quantity: 1 } });
  });

  it('checkout 4: several gift products open a choice dialog among them', () => {
    const offered = [
      { product_id: 90, quantity: 1 },
      { product_id: 91, quantity: 2 },
    ];
    expect(giftChoice(aGiftsPromotion({ products_offered: offered }))).toEqual({ kind: 'choose', among: offered });
  });

  it('ours: nothing offered (or only quantities of 0) adds nothing', () => {
    expect(giftChoice(aGiftsPromotion({ products_offered: [] }))).toEqual({ kind: 'none' });
    expect(giftChoice(aGiftsPromotion({ products_offered: [{ product_id: 90, quantity: 0 }] }))).toEqual({ kind: 'none' });
  });

  it('checkout 4: a gifted product is added at price 0, only a product the promotion offers', () => {
    const promotion = aGiftsPromotion({ id: 5, products_offered: [{ product_id: 91, quantity: 2 }] });
    expect(giftLineFor(promotion, 91)).toEqual({ product_id: 91, quantity: 2, unitPrice: 0, promotionId: 5 });
    expect(giftLineFor(promotion, 92)).toBeNull();
  });

  it('checkout 4: a gifted product is removed with its advantage; choosing again replaces the gift', () => {
    const first = { product_id: 90, quantity: 1, unitPrice: 0 as const, promotionId: 5 };
    const other = { product_id: 77, quantity: 1, unitPrice: 0 as const, promotionId: 6 };
    const swapped = { ...first, product_id: 91 };
    expect(withGift([first, other], swapped)).toEqual([other, swapped]);
    expect(withoutGiftsOf([first, other], 5)).toEqual([other]);
  });
});
