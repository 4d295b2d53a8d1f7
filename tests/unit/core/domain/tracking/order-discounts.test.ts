import { describe, expect, it } from 'vitest';
import { discountRows } from '../../../../../core/domain/tracking/order-discounts';
import type { OrderDiscounts } from '../../../../../core/domain/tracking/order-discounts';
import { buildReceipt, historyDiscountRows, spreadDiscount } from '../../../../../core/domain/account/history-receipt';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { aHistoryOrder } from '../account/history-order-fixtures';

// Le Comptoir's codes (demo README): BIENVENUE10 percent, BURGER3 cash, MOUSSEOFFERTE gift.
const discounts: OrderDiscounts = {
  discount: 540,
  pool_used: 0,
  e_wallet_used: 0,
  to_pay: 4000,
  lines: [
    { code: 'BIENVENUE10', shown_as: 'percentage', amount: 240, gifts: [] },
    { code: 'BURGER3', shown_as: 'cash', amount: 300, gifts: [] },
    { code: 'MOUSSEOFFERTE', shown_as: 'gift', amount: 0, gifts: [{ product_id: 1501, quantity: 2 }] },
  ],
};

describe('issue 18 (checkout 3: a discount shown as gift, percentage or cash): the rows of an order’s discounts', () => {
  it('one row per amount off, one per product given, in the order the platform applied them', () => {
    expect(discountRows(discounts, (id) => (id === 1501 ? 'Mousse au chocolat' : null))).toEqual([
      { kind: 'percentage', labelKey: 'discount_percentage', code: 'BIENVENUE10', amount: 240 },
      { kind: 'cash', labelKey: 'discount_cash', code: 'BURGER3', amount: 300 },
      { kind: 'gift', labelKey: 'discount_gift', code: 'MOUSSEOFFERTE', product: 'Mousse au chocolat', count: 2 },
    ]);
  });

  it('a gift the platform named at intake is shown by that name, even when the order\'s lines do not hold it', () => {
    const named = { ...discounts, lines: [{ code: 'MOUSSEOFFERTE', shown_as: 'gift' as const, amount: 0, gifts: [{ product_id: 1402, quantity: 1, name: 'Pinte de blonde' }] }] };
    expect(discountRows(named, () => null)).toEqual([{ kind: 'gift', labelKey: 'discount_gift', code: 'MOUSSEOFFERTE', product: 'Pinte de blonde', count: 1 }]);
  });

  it('a gift whose product the order does not name is still shown, by its number; no discounts, no rows', () => {
    expect(discountRows(discounts, () => null).at(-1)).toMatchObject({ product: '#1501' });
    expect(discountRows(null, () => null)).toEqual([]);
    expect(discountRows(undefined, () => null)).toEqual([]);
  });

  it('the history receipt names a gift from the order’s lines, a formula’s dishes too, and carries the rows', () => {
    const gifted = { ...discounts, lines: [{ code: 'MOUSSEOFFERTE', shown_as: 'gift' as const, amount: 0, gifts: [{ product_id: 1301, quantity: 1 }] }] };
    const order = aHistoryOrder({}, { discounts: gifted });
    expect(historyDiscountRows(order)).toEqual([{ kind: 'gift', labelKey: 'discount_gift', code: 'MOUSSEOFFERTE', product: 'Risotto aux cèpes', count: 1 }]);
    expect(buildReceipt(aHistoryOrder({}, { discounts }), leComptoir.settings, 'fr')?.discounts.map((row) => row.code)).toEqual(['BIENVENUE10', 'BURGER3', 'MOUSSEOFFERTE']);
    expect(buildReceipt(aHistoryOrder(), leComptoir.settings, 'fr')?.discounts).toEqual([]);
  });
});

describe('issue 18: the receipt’s VAT is on what was paid, the discount shared between the rates', () => {
  it('spreads a discount in proportion, the rounding cent on the last amount, never below 0', () => {
    expect(spreadDiscount([1000, 3000], 400)).toEqual([900, 2700]);
    expect(spreadDiscount([1, 1, 1], 2)).toEqual([1, 0, 0]);
    expect(spreadDiscount([0, 500], 900)).toEqual([0, 0]);
    expect(spreadDiscount([700, 300], 0)).toEqual([700, 300]);
  });

  it('BURGER3 on Le Comptoir’s order: the rates add up to the 61,80 € paid, not to the 64,80 € of the lines', () => {
    // The fixture's lines: 19,00 € + 2 × 19,90 € at 10 %, 6,00 € at 20 % (64,80 €).
    const order = aHistoryOrder({}, { totalPrice: 6180, discounts: { ...discounts, discount: 300, lines: [discounts.lines[1]!] } });
    const receipt = buildReceipt(order, leComptoir.settings, 'fr')!;
    expect(receipt.taxes.reduce((sum, tax) => sum + tax.total, 0) + receipt.untaxed).toBe(6180);
    // 3,00 € × 58,80 / 64,80 = 2,72 € off the 10 % lines, the 0,28 € left off the 20 % one.
    expect(receipt.taxes.map((tax) => [tax.rate, tax.total])).toEqual([
      [10, 5608],
      [20, 572],
    ]);
  });
});
