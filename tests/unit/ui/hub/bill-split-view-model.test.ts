import { describe, expect, it } from 'vitest';
import { splitBillOf } from '../../../../core/domain/bill-split/bill-split';
import type { TableBillOrder } from '../../../../core/domain/hub/table-bill';
import type { PayBillShareInput } from '../../../../core/use-cases/hub/pay-bill-share';
import { BillSplitViewModel, centsOf } from '../../../../ui/hub/bill-split-view-model';

const orders: TableBillOrder[] = [{ orderNumber: 'A1', displayNumber: '001', amount: 2500, paid: false, lines: [{ name: 'Croque', count: 1, price: 1250 }, { name: 'Salade', count: 1, price: 1250 }] }];

function shareForm(answers: Awaited<ReturnType<(input: PayBillShareInput) => Promise<unknown>>>[]) {
  const seen = { inputs: [] as PayBillShareInput[], reloads: 0, keys: 0 };
  const form = new BillSplitViewModel('cafe-lumiere', '12', splitBillOf(orders, []), {
    payBillShare: async () => ({
      execute: async (input: PayBillShareInput) => {
        seen.inputs.push(input);
        return answers.shift() as never;
      },
    }),
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
});
