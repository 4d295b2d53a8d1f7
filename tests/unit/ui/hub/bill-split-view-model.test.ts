import { describe, expect, it } from 'vitest';
import { splitBillOf } from '../../../../core/domain/bill-split/bill-split';
import type { TableBillOrder } from '../../../../core/domain/hub/table-bill';
import type { ShareStatus } from '../../../../core/ports/table-gateway';
import type { PayBillShareInput } from '../../../../core/use-cases/hub/pay-bill-share';
import { BillSplitViewModel, centsOf } from '../../../../ui/hub/bill-split-view-model';

const orders: TableBillOrder[] = [{ orderNumber: 'A1', displayNumber: '001', amount: 2500, paid: false, lines: [{ name: 'Croque', count: 1, price: 1250 }, { name: 'Salade', count: 1, price: 1250 }] }];

function shareForm(answers: Awaited<ReturnType<(input: PayBillShareInput) => Promise<unknown>>>[], statuses: (ShareStatus | null)[] = []) {
  const seen = { inputs: [] as PayBillShareInput[], reloads: 0, keys: 0, opened: [] as string[], followed: [] as string[] };
  const form = new BillSplitViewModel('cafe-lumiere', '12', splitBillOf(orders, []), {
    payBillShare: async () => ({
      execute: async (input: PayBillShareInput) => {
        seen.inputs.push(input);
        return answers.shift() as never;
      },
    }),
    followBillShare: async () => ({
      execute: async (input: { readonly shareId: string }) => {
        seen.followed.push(input.shareId);
        return { ok: true as const, value: statuses.shift() ?? null };
      },
    }),
    openPage: (address) => void seen.opened.push(address),
    newKey: () => `key-${++seen.keys}`,
    reload: () => void seen.reloads++,
    log: () => undefined,
  });
  return { form, seen };
}

describe('BillSplitViewModel (issue 20 item 2: a share of the table bill)', () => {
  it('reads amounts typed the French or English way, and nothing else', () => {
    expect([centsOf('12,50'), centsOf('12.5'), centsOf(' 3 '), centsOf('1,234'), centsOf('-2'), centsOf('abc')]).toEqual([1250, 1250, 300, null, null, null]);
  });

  it('works out the share of each way from the bill, and cannot pay a bad tip or nothing', () => {
    const { form } = shareForm([]);
    expect(form.amount).toEqual({ ok: true, value: 2500 });
    form.choose('equal');
    form.setParts(3);
    expect(form.amount).toEqual({ ok: true, value: 833 });
    form.choose('items');
    expect(form.canPay).toBe(false);
    form.toggleItem('A1.1');
    expect(form.amount).toEqual({ ok: true, value: 1250 });
    form.setTipText('deux');
    expect(form.tip).toBeNull();
    expect(form.canPay).toBe(false);
  });

  it('a lost answer keeps the key for the next try; a share refused because another guest paid the item lets it go', async () => {
    const { form, seen } = shareForm([
      { ok: false, error: { kind: 'failed', message: 'network' } },
      { ok: false, error: { kind: 'refused', refusal: 'item_paid' } },
    ]);
    form.choose('items');
    form.toggleItem('A1.0');
    form.setTipText('1,00');
    await form.pay();
    expect(form.state).toEqual({ kind: 'failed' });
    await form.pay();
    expect(seen.inputs.map((input) => input.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(seen.inputs[0]).toMatchObject({ choice: { way: 'items', items: ['A1.0'] }, tip: 100 });
    expect(form.state).toEqual({ kind: 'refused', refusal: 'item_paid' });
    expect(seen.reloads).toBe(2);
    form.setBill(splitBillOf(orders, [{ amount: 1250, items: ['A1.0'] }]));
    expect([...form.chosen]).toEqual([]);
  });

  it('a share held goes to the provider\'s page; back from it, the platform\'s word decides: paid, or released with the choice kept', async () => {
    const held = { shareId: 'S'.repeat(22), amount: 1250, tip: 150, left: 1250, paymentAddress: 'http://127.0.0.1:4173/platform/table-share-payment?share=S' };
    const { form, seen } = shareForm([{ ok: true, value: held }], [
      { state: 'paying', amount: 1250, tip: 150, choice: { way: 'items', items: ['A1.0'] }, reason: null },
      { state: 'released', amount: 1250, tip: 150, choice: { way: 'items', items: ['A1.0'] }, reason: 'refused' },
    ]);
    form.choose('items');
    form.toggleItem('A1.0');
    form.setTipText('1,50');
    await form.pay();
    expect(seen.opened).toEqual([held.paymentAddress]);
    expect(form.state).toEqual({ kind: 'pending', amount: 1250, tip: 150, paymentAddress: held.paymentAddress });
    // The page shown again from the browser's history: the share is still being paid, then the bill changes.
    await form.follow(held.shareId);
    expect(form.state).toMatchObject({ kind: 'pending', paymentAddress: held.paymentAddress });
    form.setBill(splitBillOf(orders, []));
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.followed).toEqual([held.shareId, held.shareId]);
    expect(form.state).toEqual({ kind: 'released', reason: 'refused' });
    expect({ way: form.way, chosen: [...form.chosen], tip: form.tipText }).toEqual({ way: 'items', chosen: ['A1.0'], tip: '1,50' });
    expect(seen.reloads).toBe(0);
  });

  it('back from the provider with a share paid, the form says so; with an equal share released, its parts come back', async () => {
    const { form } = shareForm([], [
      { state: 'paid', amount: 833, tip: 0, choice: { way: 'equal', parts: 3 }, reason: null },
      { state: 'released', amount: 833, tip: 0, choice: { way: 'equal', parts: 3 }, reason: 'expired' },
    ]);
    await form.follow('S'.repeat(22));
    expect(form.state).toEqual({ kind: 'paid', amount: 833, tip: 0 });
    await form.follow('T'.repeat(22));
    expect({ state: form.state, way: form.way, parts: form.parts, tip: form.tipText }).toEqual({ state: { kind: 'released', reason: 'expired' }, way: 'equal', parts: 3, tip: '' });
  });
});
