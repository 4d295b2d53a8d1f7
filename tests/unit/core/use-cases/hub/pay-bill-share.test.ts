import { describe, expect, it } from 'vitest';
import { splitBillOf } from '../../../../../core/domain/bill-split/bill-split';
import type { ShareAnswer, ShareStatus } from '../../../../../core/ports/table-gateway';
import { FollowBillShare } from '../../../../../core/use-cases/hub/follow-bill-share';
import { PayBillShare } from '../../../../../core/use-cases/hub/pay-bill-share';

const bill = splitBillOf([{ orderNumber: 'A1', displayNumber: '001', amount: 2500, paid: false, lines: [{ name: 'Croque', count: 1, price: 2500 }] }], []);
const SHARE_ID = 'S'.repeat(22);
const held = (redirectUrl: string): ShareAnswer => ({ status: 'pending', shareId: SHARE_ID, amount: 2500, tip: 0, left: 0, redirectUrl });
const input = { restaurantId: 'cafe-lumiere', tableNumber: '12', bill, choice: { way: 'whole' } as const, tip: 0, idempotencyKey: 'k-1' };

describe('PayBillShare and FollowBillShare (issue 20 item 2: a share paid through the provider)', () => {
  it('sends the customer to the provider\'s page under the platform\'s base, never to another origin', async () => {
    const pay = (redirectUrl: string) => new PayBillShare({ payShare: async () => held(redirectUrl) }, 'https://platform.example/api/').execute(input);
    expect(await pay('platform/table-share-payment?share=S')).toEqual({
      ok: true,
      value: { shareId: SHARE_ID, amount: 2500, tip: 0, left: 0, paymentAddress: 'https://platform.example/api/platform/table-share-payment?share=S' },
    });
    expect(await pay('https://evil.example/pay')).toMatchObject({ ok: false, error: { kind: 'failed' } });
    expect(await pay('//evil.example/pay')).toMatchObject({ ok: false, error: { kind: 'failed' } });
  });

  it('asks the platform about a share only under an id it could have given', async () => {
    const asked: string[] = [];
    const status: ShareStatus = { state: 'paid', amount: 2500, tip: 0, choice: { way: 'whole' }, reason: null };
    const follow = new FollowBillShare({ shareStatus: async (_restaurant, _table, shareId) => (asked.push(shareId), status) });
    expect(await follow.execute({ restaurantId: 'cafe-lumiere', tableNumber: '12', shareId: SHARE_ID })).toEqual({ ok: true, value: status });
    expect(await follow.execute({ restaurantId: 'cafe-lumiere', tableNumber: '12', shareId: '../../admin' })).toEqual({ ok: true, value: null });
    expect(asked).toEqual([SHARE_ID]);
  });
});
