import { describe, expect, it } from 'vitest';
import type { Result } from '../../../../core/domain/result';
import { PayTheTableViewModel } from '../../../../ui/table/pay-the-table-view-model';

function button(answer: Result<string | null, string>) {
  const seen = { opened: [] as string[], notices: [] as string[], logged: [] as string[] };
  const table = new PayTheTableViewModel('cafe-lumiere', '12', {
    findTablePayment: async () => ({ execute: async () => answer }),
    openPage: (address) => void seen.opened.push(address),
    notify: (notification) => seen.notices.push(notification.key),
    log: (message) => void seen.logged.push(message),
  });
  return { table, seen };
}

describe('PayTheTableViewModel (checkout 2, 7 and 8: the pay-the-table button)', () => {
  it('goes to the table payment page of an open bill', async () => {
    const { table, seen } = button({ ok: true, value: 'https://platform.example/platform/table-payment?transactionKey=k' });
    await table.payTheTable();
    expect(seen).toEqual({ opened: ['https://platform.example/platform/table-payment?transactionKey=k'], notices: [], logged: [] });
    expect(table.loading).toBe(false);
  });

  it('says there is nothing to pay yet', async () => {
    const { table, seen } = button({ ok: true, value: null });
    await table.payTheTable();
    expect(seen.notices).toEqual(['no_open_bill_for_table']);
  });

  it('logs a failure only, and stops loading', async () => {
    const { table, seen } = button({ ok: false, error: 'offline' });
    const pressed = table.payTheTable();
    expect(table.loading).toBe(true);
    await pressed;
    expect(seen).toEqual({ opened: [], notices: [], logged: ['pay-the-table: offline'] });
    expect(table.loading).toBe(false);
  });
});
