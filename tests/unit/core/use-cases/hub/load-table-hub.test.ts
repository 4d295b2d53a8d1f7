import { describe, expect, it } from 'vitest';
import type { TableBillAnswer } from '../../../../../core/domain/hub/table-bill';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { LoadTableHub } from '../../../../../core/use-cases/hub/load-table-hub';

function hubAnswering(answer: TableBillAnswer | Error) {
  const asked: string[] = [];
  const hub = new LoadTableHub({
    tableBill: async (restaurantId, tableNumber) => {
      asked.push(`${restaurantId}|${tableNumber}`);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  return { hub, asked };
}

const order = { orderNumber: 'A1', displayNumber: '001', amount: 1250, paid: false, lines: [{ name: 'Croque', count: 1, price: 1250 }] };

describe('LoadTableHub (browsing 2.5: the hub of a table and its bill)', () => {
  it('reads the bill of the table the query names', async () => {
    const { hub, asked } = hubAnswering({ state: 'open', orders: [order] });
    expect(await hub.execute({ restaurantId: 'cafe-lumiere', number: '12', tablePayment: true })).toEqual({
      ok: true,
      value: expect.objectContaining({ kind: 'open', tableNumber: '12', orders: [order], summary: { total: 1250, paid: 0, paying: 0, left: 1250 } }),
    });
    expect(asked).toEqual(['cafe-lumiere|12']);
  });

  it('answers an unknown table and an establishment without table payment without asking the platform', async () => {
    const { hub, asked } = hubAnswering({ state: 'none' });
    expect(await hub.execute({ restaurantId: 'cafe-lumiere', number: 'abc', tablePayment: true })).toEqual({ ok: true, value: { kind: 'unknown_table' } });
    expect(await hub.execute({ restaurantId: 'cafe-lumiere', number: null, tablePayment: true })).toEqual({ ok: true, value: { kind: 'unknown_table' } });
    expect(await hub.execute({ restaurantId: 'le-comptoir', number: '4', tablePayment: false })).toEqual({ ok: true, value: { kind: 'no_table_payment', tableNumber: '4' } });
    expect(asked).toEqual([]);
  });

  it('gives a failure to the caller to log (browsing 8: hub failures logged)', async () => {
    const { hub } = hubAnswering(new GatewayError('network', 'offline'));
    expect(await hub.execute({ restaurantId: 'cafe-lumiere', number: '12', tablePayment: true })).toEqual({ ok: false, error: expect.stringContaining('offline') });
  });
});
