import { describe, expect, it } from 'vitest';
import type { OrderListParams } from '../../../../../core/domain/account/history-order';
import { DEFAULT_ORDER_LIST_PARAMS } from '../../../../../core/domain/account/history-order';
import { AccountRefusal } from '../../../../../core/ports/account-gateway';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { OrderHistoryGateway } from '../../../../../core/ports/order-history-gateway';
import { AccountSessionStore } from '../../../../../core/use-cases/account/account-session-store';
import { ListOrderHistory } from '../../../../../core/use-cases/account/order-history';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';
import { aHistoryOrder } from '../../domain/account/history-order-fixtures';

const USER = { id: 'u1', accessToken: 't', firstName: 'A', lastName: 'B', email: 'a@b.fr', phone: '', addressStreet: '', addressComplementary: '', addressZipCode: '', addressCity: '', addressCountry: '' };

function setUp(answer: (params: OrderListParams) => Promise<{ items: never[] | ReturnType<typeof aHistoryOrder>[]; count: number }>) {
  const asked: OrderListParams[] = [];
  const gateway: OrderHistoryGateway = {
    listOrders: (_id, params) => {
      asked.push(params);
      return answer(params);
    },
  };
  const session = new AccountSessionStore(new InMemoryKeyValueStore());
  session.open('le-comptoir', USER);
  return { asked, session, list: new ListOrderHistory(gateway, session) };
}

describe('ListOrderHistory (accounts 2, 7 and 9)', () => {
  it('asks for the first page of 10, newest first, and answers the page with its parameters', async () => {
    const { asked, list } = setUp(() => Promise.resolve({ items: [aHistoryOrder()], count: 12 }));
    const result = await list.execute('le-comptoir');
    expect(asked).toEqual([DEFAULT_ORDER_LIST_PARAMS]);
    expect(result).toMatchObject({ ok: true, value: { count: 12, params: DEFAULT_ORDER_LIST_PARAMS } });
  });

  it('accounts 2: a page change keeps the sort, a sort change goes back to the first page', async () => {
    const { asked, list } = setUp(() => Promise.resolve({ items: [], count: 30 }));
    const sorted = { ...DEFAULT_ORDER_LIST_PARAMS, orderWith: 'totalPrice' as const, orderBy: 'ASC' as const };
    await list.execute('le-comptoir', { from: sorted, page: 2 });
    await list.execute('le-comptoir', { from: { ...sorted, skip: 20 }, sort: { orderWith: 'createdAt', orderBy: 'ASC' } });
    expect(asked).toEqual([
      { ...sorted, skip: 20 },
      { take: 10, skip: 0, orderWith: 'createdAt', orderBy: 'ASC' },
    ]);
  });

  it('accounts 8: a failed fetch is a value (the list stays as it was); an ended session is forgotten', async () => {
    const down = setUp(() => Promise.reject(new GatewayError('network', 'down')));
    expect(await down.list.execute('le-comptoir')).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(down.session.user('le-comptoir')).not.toBeNull();
    const ended = setUp(() => Promise.reject(new AccountRefusal('not_connected')));
    expect(await ended.list.execute('le-comptoir')).toMatchObject({ ok: false, error: { kind: 'refused', refusal: 'not_connected' } });
    expect(ended.session.user('le-comptoir')).toBeNull();
  });
});
