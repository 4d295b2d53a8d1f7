import { describe, expect, it } from 'vitest';
import type { OrderListParams } from '../../../../../core/domain/account/history-order';
import { DEFAULT_ORDER_LIST_PARAMS } from '../../../../../core/domain/account/history-order';
import { buildReceipt } from '../../../../../core/domain/account/history-receipt';
import type { OrderHistoryRequest } from '../../../../../core/use-cases/account/order-history';
import { ListOrderHistory } from '../../../../../core/use-cases/account/order-history';
import { AccountSessionStore } from '../../../../../core/use-cases/account/account-session-store';
import { InMemoryKeyValueStore } from '../../../core/fixtures/in-memory-key-value-store';
import { OrderHistoryViewModel } from '../../../../../ui/account/history/order-history-view-model';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { aHistoryOrder } from '../../../core/domain/account/history-order-fixtures';

function setUp(options: { failFetch?: boolean; failPdf?: boolean } = {}) {
  const asked: OrderListParams[] = [];
  const notices: string[] = [];
  const warnings: string[] = [];
  const pdfs: string[] = [];
  const gateway = {
    listOrders: (_id: string, params: OrderListParams) => {
      asked.push(params);
      return options.failFetch && asked.length > 1 ? Promise.reject(new Error('down')) : Promise.resolve({ items: [aHistoryOrder(), aHistoryOrder({ orderNumber: 'X2', status: 'canceled' })], count: 25 });
    },
  };
  const list = new ListOrderHistory(gateway, new AccountSessionStore(new InMemoryKeyValueStore()));
  const history = new OrderHistoryViewModel('le-comptoir', {
    listOrderHistory: () => Promise.resolve({ execute: (id: string, request?: OrderHistoryRequest) => list.execute(id, request) }),
    orderAgain: () => Promise.resolve({ execute: () => ({ basket: { version: '1.7', restaurantToken: 'le-comptoir', basketProducts: [] }, putBack: 1, notPutBack: [{ name: 'Tatin', count: 1, reason: 'product_gone' as const }] }) }),
    warn: (message) => warnings.push(message),
    notify: (notification) => notices.push(notification.key) && 1,
    receiptOf: (order) => buildReceipt(order, leComptoir.settings, 'fr'),
    downloadPdf: (receipt) => (options.failPdf ? Promise.reject(new Error('no jspdf')) : Promise.resolve(void pdfs.push(receipt.orderNumber))),
  });
  return { asked, notices, warnings, pdfs, history };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('OrderHistoryViewModel (accounts 2, 4, 8, 9)', () => {
  it('loads the first page of 10, shows pagination beyond one page, and a sort change goes back to the first page', async () => {
    const { asked, history } = setUp();
    history.start();
    await settle();
    expect(asked[0]).toEqual(DEFAULT_ORDER_LIST_PARAMS);
    expect(history.showsPagination).toBe(true);
    expect(history.pages).toBe(3);
    await history.goToPage(2);
    expect(history.page).toBe(2);
    await history.sortBy(3);
    expect(asked.at(-1)).toEqual({ take: 10, skip: 0, orderWith: 'totalPrice', orderBy: 'ASC' });
    expect(history.page).toBe(0);
  });

  it('accounts 8: a failed fetch is logged only, the list stays as it was', async () => {
    const { history, warnings } = setUp({ failFetch: true });
    history.start();
    await settle();
    await history.goToPage(1);
    expect(history.items).toHaveLength(2);
    expect(history.page).toBe(0);
    expect(warnings).toHaveLength(1);
  });

  it('accounts 4 and 8: the receipt of an eligible order is drawn; none for a canceled one; a failure says receipt_generation_error', async () => {
    const ok = setUp();
    await ok.history.downloadReceipt(aHistoryOrder());
    await ok.history.downloadReceipt(aHistoryOrder({ status: 'canceled' }));
    expect(ok.pdfs).toEqual(['CH-042']);
    const broken = setUp({ failPdf: true });
    await broken.history.downloadReceipt(aHistoryOrder());
    expect(broken.notices).toEqual(['receipt_generation_error']);
    expect(broken.history.receiptFor).toBeNull();
  });

  it('order again keeps the basket it returns and says what was not put back', async () => {
    const { history } = setUp();
    let replaced = false;
    const complete = await history.orderAgain(aHistoryOrder(), { catalogue: leComptoir.catalogue, settings: leComptoir.settings, replaceBasket: () => (replaced = true) });
    expect(complete).toBe(false);
    expect(replaced).toBe(true);
    expect(history.outcome).toEqual({ orderNumber: '7KQ2M9XF3HTA', putBack: 1, notPutBack: [{ name: 'Tatin', count: 1, reason: 'product_gone' }] });
  });
});
