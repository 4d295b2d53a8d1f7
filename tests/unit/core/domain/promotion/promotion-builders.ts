import { DateTime } from 'luxon';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import type { PromoCheckContext, PromoLine } from '../../../../../core/domain/promotion/promo-check';
import type { CurrencyPromotion, GiftsPromotion, PercentPromotion, PromotionBase, QuantityPromotion } from '../../../../../core/domain/promotion/promotion';

const base: PromotionBase = {
  id: 1,
  code: 'WELCOME',
  translations: [],
  active: true,
  minimum_price: 0,
  matching_product_ids: [],
  order_type_ids: [],
  max_usages: null,
  usages: 0,
  max_usages_per_customer: null,
  valid_from: null,
  valid_until: null,
  reserved_for: null,
};

export const aPercentPromotion = (overrides: Partial<PercentPromotion> = {}): PercentPromotion => ({ ...base, discount_type: 'percent', discount: 10, ...overrides });
export const aCurrencyPromotion = (overrides: Partial<CurrencyPromotion> = {}): CurrencyPromotion => ({ ...base, discount_type: 'currency', discount: 500, ...overrides });
export const aQuantityPromotion = (overrides: Partial<QuantityPromotion> = {}): QuantityPromotion => ({ ...base, discount_type: 'quantity', discount: 1, buy_quantity: 3, ...overrides });
export const aGiftsPromotion = (overrides: Partial<GiftsPromotion> = {}): GiftsPromotion => ({
  ...base,
  discount_type: 'gifts',
  discount: 0,
  products_offered: [{ product_id: 90, quantity: 1 }],
  ...overrides,
});

export const line = (productId: number, unitPrice: number, nb = 1): PromoLine => ({ productId, unitPrice, nb });

/** A Wednesday lunch in Paris, as the suites' instant. */
export const NOW = DateTime.fromISO('2025-06-11T12:30:00', { zone: 'Europe/Paris' });

export function aCheckContext(overrides: Partial<PromoCheckContext> = {}): PromoCheckContext {
  return {
    lines: [line(1, 1200, 2)],
    orderTypeId: OrderTypeId.takeAway,
    infos: { email: 'ana@example.org', phone: '+33612345678', loyaltyCardNumber: '', usagesByCustomer: 0 },
    now: NOW,
    timezone: 'Europe/Paris',
    ...overrides,
  };
}

/** A small seeded generator (mulberry32), so that the property tables are the same on every run. */
export function seeded(seed: number): { int(min: number, max: number): number } {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}
