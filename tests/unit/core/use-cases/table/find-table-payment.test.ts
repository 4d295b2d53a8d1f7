import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { TableTransaction } from '../../../../../core/ports/table-gateway';
import { FindTablePayment } from '../../../../../core/use-cases/table/find-table-payment';

const answering = (transaction: TableTransaction | Error) =>
  new FindTablePayment(
    {
      currentTransaction: async () => (transaction instanceof Error ? Promise.reject(transaction) : transaction),
    },
    'https://platform.example/',
  );

describe('FindTablePayment (checkout 7: if open, the table payment page with device, transactionKey and restaurantToken)', () => {
  it('gives the table payment page of an open bill, on the platform', async () => {
    expect(await answering({ isOpen: true, device: 'terminal-1', transactionKey: 'k3y' }).execute({ restaurantId: 'cafe lumière', tableNumber: '12' })).toEqual({
      ok: true,
      value: 'https://platform.example/platform/table-payment?device=terminal-1&transactionKey=k3y&restaurantToken=cafe+lumi%C3%A8re',
    });
  });

  it('gives nothing when the table has no open bill, or one the platform did not say where to pay', async () => {
    expect(await answering({ isOpen: false, device: null, transactionKey: null }).execute({ restaurantId: 'r', tableNumber: '1' })).toEqual({ ok: true, value: null });
    expect(await answering({ isOpen: true, device: null, transactionKey: 'k' }).execute({ restaurantId: 'r', tableNumber: '1' })).toEqual({ ok: true, value: null });
  });

  it('says the failure, for the caller to log (checkout 8)', async () => {
    expect(await answering(new GatewayError('network', 'offline')).execute({ restaurantId: 'r', tableNumber: '1' })).toEqual({ ok: false, error: 'offline' });
  });
});
