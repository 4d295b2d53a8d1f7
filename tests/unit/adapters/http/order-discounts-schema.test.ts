import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderListRead, readDiscounts } from '../../../../adapters/http/order-discounts-schema';
import { trackStatus } from '../../../../adapters/http/order-schemas';
import { aTrackStatus } from '../../core/fixtures/track-status-builders';
import { aHistoryOrder } from '../../core/domain/account/history-order-fixtures';

// Issue 18: what the platform took off BIENVENUE10's 24,00 € entrecôte (adapters/simulator/http-server/README.md).
const bienvenue10 = { discount: 240, pool_used: 0, e_wallet_used: 0, to_pay: 2160, lines: [{ code: 'BIENVENUE10', shown_as: 'percentage', amount: 240, gifts: [] }] };

describe('issue 18: the discounts of the track and history answers, read by the storefront', () => {
  it('the track answer keeps its discounts (the storefront dropped them before)', () => {
    const parsed = v.parse(trackStatus, { ...aTrackStatus({ total_price: 2160 }), discounts: bienvenue10 });
    expect(parsed.discounts).toEqual(bienvenue10);
  });

  it('an order taken before the discounts were kept, or a track answer without them, reads as none', () => {
    expect(v.parse(trackStatus, aTrackStatus()).discounts).toBeNull();
    expect(v.parse(trackStatus, { ...aTrackStatus(), discounts: null }).discounts).toBeNull();
  });

  it('a discount type the storefront does not know is shown as cash, its amount still said', () => {
    const parsed = v.parse(readDiscounts, { ...bienvenue10, lines: [{ code: 'DEMAIN', shown_as: 'loyalty_points', amount: 300, gifts: [] }] });
    expect(parsed?.lines).toEqual([{ code: 'DEMAIN', shown_as: 'cash', amount: 300, gifts: [] }]);
  });

  it('discounts that are not a discount list read as none: the order, its lines and its total are still shown', () => {
    for (const bad of ['10 %', { discount: -5, to_pay: 100, lines: [] }, { ...bienvenue10, lines: [{ code: 'X'.repeat(65), shown_as: 'cash', amount: 1, gifts: [] }] }]) {
      const parsed = v.parse(trackStatus, { ...aTrackStatus({ total_price: 2160 }), discounts: bad });
      expect(parsed.discounts).toBeNull();
      expect(parsed.total_price).toBe(2160);
    }
  });

  it('the history keeps each order’s discounts, and an unknown type no longer loses the whole history', () => {
    const order = aHistoryOrder({}, { totalPrice: 2160 });
    const gift = { code: 'MOUSSEOFFERTE', shown_as: 'gift', amount: 0, gifts: [{ product_id: 1101, quantity: 1 }] };
    const answer = { count: 1, items: [{ ...order, paymentInfo: { ...order.paymentInfo, discounts: { ...bienvenue10, lines: [gift, { code: 'NEW', shown_as: 'voucher', amount: 50, gifts: [] }] } } }] };
    const parsed = v.parse(orderListRead, answer);
    expect(parsed.items[0]?.paymentInfo.discounts?.lines.map((line) => line.shown_as)).toEqual(['gift', 'cash']);
    expect(parsed.items[0]?.paymentInfo.discounts?.lines[0]?.gifts).toEqual([{ product_id: 1101, quantity: 1 }]);
  });
});
