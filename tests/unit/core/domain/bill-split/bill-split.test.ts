import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TableBillOrder } from '../../../../../core/domain/hub/table-bill';
import { checkShare, equalShare, shareAmount, splitBillOf, spreadCents } from '../../../../../core/domain/bill-split/bill-split';

const order = (orderNumber: string, amount: number, prices: number[], paid = false): TableBillOrder => ({
  orderNumber,
  displayNumber: orderNumber,
  amount,
  paid,
  lines: prices.map((price, index) => ({ name: `line ${index}`, count: 1, price })),
});

// A bill of 41,00 €: a croque (12,50) and a salad (9,50), then a discounted order (19,00 of 20,00).
const orders = [order('A1', 2200, [1250, 950]), order('A2', 1900, [1500, 500])];

describe('Splitting the table bill (issue 20 item 2, ours: the spec names the bill, not its shares)', () => {
  it('N equal shares, paid one after another, sum exactly to the bill; the last takes the remainder cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 50 }), (total, parts) => {
        let left = total;
        const paid: number[] = [];
        while (left > 0 && paid.length <= parts) {
          const share = equalShare(total, parts, left);
          paid.push(share);
          left -= share;
        }
        expect(left).toBe(0);
        expect(paid.reduce((sum, share) => sum + share, 0)).toBe(total);
        expect(paid.length).toBe(total >= parts ? parts : 1);
        expect(paid.slice(0, -1).every((share) => share === Math.floor(total / parts))).toBe(true);
      }),
    );
    expect([equalShare(1000, 3, 1000), equalShare(1000, 3, 667), equalShare(1000, 3, 334)]).toEqual([333, 333, 334]);
  });

  it('spreads an order\'s amount over its lines to the cent, whatever the weights', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 30 }), (amount, weights) => {
        const parts = spreadCents(amount, weights);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
        expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
      }),
    );
    expect(spreadCents(1900, [1500, 500])).toEqual([1425, 475]);
  });

  it('counts what shares paid, marks their items and paid orders\' items paid', () => {
    const bill = splitBillOf([...orders, order('A0', 800, [800], true)], [{ amount: 1250, items: ['A1.0'] }]);
    expect(bill).toMatchObject({ total: 4900, paid: 2050, left: 2850 });
    expect(bill.items.filter((item) => item.paid).map((item) => item.id)).toEqual(['A1.0', 'A0.0']);
    expect(bill.items.find((item) => item.id === 'A2.0')?.price).toBe(1425);
  });

  it('a share being paid through the provider holds its amount and items: neither paid nor left, no one else may take them', () => {
    const bill = splitBillOf(orders, [{ amount: 1000, items: [] }, { amount: 1250, items: ['A1.0'], paying: true }]);
    expect(bill).toMatchObject({ total: 4100, paid: 1000, paying: 1250, left: 1850 });
    expect(bill.items.find((item) => item.id === 'A1.0')).toMatchObject({ paid: false, paying: true });
    expect(shareAmount(bill, { way: 'items', items: ['A1.0'] })).toEqual({ ok: false, error: 'item_paying' });
    expect(shareAmount(bill, { way: 'whole' })).toEqual({ ok: true, value: 1850 });
    expect(shareAmount(bill, { way: 'amount', amount: 1851 })).toEqual({ ok: false, error: 'more_than_left' });
    // Once the provider confirms it, the share is paid like any other.
    expect(splitBillOf(orders, [{ amount: 1250, items: ['A1.0'], paying: false }])).toMatchObject({ paid: 1250, paying: 0, left: 2850 });
  });

  it('prices each way of paying from the bill, never more than what is left', () => {
    const bill = splitBillOf(orders, [{ amount: 1000, items: [] }]);
    expect(shareAmount(bill, { way: 'whole' })).toEqual({ ok: true, value: 3100 });
    expect(shareAmount(bill, { way: 'equal', parts: 4 })).toEqual({ ok: true, value: 1025 });
    expect(shareAmount(bill, { way: 'amount', amount: 3100 })).toEqual({ ok: true, value: 3100 });
    expect(shareAmount(bill, { way: 'amount', amount: 3101 })).toEqual({ ok: false, error: 'more_than_left' });
    expect(shareAmount(bill, { way: 'items', items: ['A1.0', 'A2.1'] })).toEqual({ ok: true, value: 1725 });
  });

  it('refuses an item already paid, an unknown one, a repeated one, and bad input', () => {
    const bill = splitBillOf(orders, [{ amount: 1250, items: ['A1.0'] }]);
    expect(shareAmount(bill, { way: 'items', items: ['A1.0'] })).toEqual({ ok: false, error: 'item_paid' });
    expect(shareAmount(bill, { way: 'items', items: ['Z9.0'] })).toEqual({ ok: false, error: 'unknown_item' });
    expect(shareAmount(bill, { way: 'items', items: ['A1.1', 'A1.1'] })).toEqual({ ok: false, error: 'no_items' });
    expect(shareAmount(bill, { way: 'items', items: [] })).toEqual({ ok: false, error: 'no_items' });
    expect(shareAmount(bill, { way: 'equal', parts: 1 })).toEqual({ ok: false, error: 'bad_parts' });
    expect(shareAmount(bill, { way: 'equal', parts: 2.5 })).toEqual({ ok: false, error: 'bad_parts' });
    expect(shareAmount(bill, { way: 'amount', amount: 0 })).toEqual({ ok: false, error: 'bad_amount' });
    expect(shareAmount(splitBillOf(orders, [{ amount: 4100, items: [] }]), { way: 'whole' })).toEqual({ ok: false, error: 'nothing_left' });
  });

  it('takes a share only at the amount the customer was shown, with a tip from 0 to 500 €', () => {
    const bill = splitBillOf(orders, []);
    expect(checkShare(bill, { choice: { way: 'equal', parts: 2 }, tip: 200, expectedAmount: 2050 })).toEqual({ ok: true, value: { amount: 2050, tip: 200 } });
    expect(checkShare(bill, { choice: { way: 'whole' }, tip: 0, expectedAmount: 2050 })).toEqual({ ok: false, error: 'amount_changed' });
    expect(checkShare(bill, { choice: { way: 'whole' }, tip: -1, expectedAmount: 4100 })).toEqual({ ok: false, error: 'bad_tip' });
    expect(checkShare(bill, { choice: { way: 'whole' }, tip: 50_001, expectedAmount: 4100 })).toEqual({ ok: false, error: 'bad_tip' });
  });
});
