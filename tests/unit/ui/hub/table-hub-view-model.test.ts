import { describe, expect, it } from 'vitest';
import type { TableHub } from '../../../../core/domain/hub/table-hub';
import { tableHubOf } from '../../../../core/domain/hub/table-hub';
import type { Result } from '../../../../core/domain/result';
import { TableHubViewModel } from '../../../../ui/hub/table-hub-view-model';

const open: TableHub = tableHubOf('12', {
  state: 'open',
  orders: [{ orderNumber: 'A1', displayNumber: '001', amount: 1250, paid: false, lines: [{ name: 'Croque', count: 1, price: 1250 }] }],
});

function hubScreen(answers: Result<TableHub, string>[]) {
  const seen = { logged: [] as string[], returns: [] as (() => void)[], stopped: 0 };
  const hub = new TableHubViewModel(
    { restaurantId: 'cafe-lumiere', number: '12', tablePayment: true },
    {
      loadTableHub: async () => ({ execute: async () => answers.shift()! }),
      log: (message) => void seen.logged.push(message),
      onReturn: (callback) => {
        seen.returns.push(callback);
        return () => void seen.stopped++;
      },
    },
  );
  return { hub, seen };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TableHubViewModel (browsing 2.5: the hub of a table; browsing 8: hub failures logged)', () => {
  it('shows the bill once read, and offers pay_bill while something is left', async () => {
    const { hub } = hubScreen([{ ok: true, value: open }]);
    expect(hub.screen).toEqual({ kind: 'loading' });
    hub.start();
    await settle();
    expect(hub.screen).toEqual({ kind: 'ready', hub: open });
    expect(hub.canPay).toBe(true);
  });

  it('reads the bill again when the customer comes back to the page, and sees it paid', async () => {
    const paid: TableHub = tableHubOf('12', { state: 'paid', orders: [{ orderNumber: 'A1', displayNumber: '001', amount: 1250, paid: true, lines: [{ name: 'Croque', count: 1, price: 1250 }] }] });
    const { hub, seen } = hubScreen([{ ok: true, value: open }, { ok: true, value: paid }]);
    const stop = hub.start();
    await settle();
    seen.returns[0]!();
    await settle();
    expect(hub.screen).toEqual({ kind: 'ready', hub: paid });
    expect(hub.canPay).toBe(false);
    stop();
    expect(seen.stopped).toBe(1);
  });

  it('logs a failure, says so, and tries again on demand', async () => {
    const { hub, seen } = hubScreen([{ ok: false, error: 'offline' }, { ok: true, value: open }]);
    hub.start();
    await settle();
    expect(hub.screen).toEqual({ kind: 'failed' });
    expect(seen.logged).toEqual(['hub: offline']);
    expect(hub.canPay).toBe(false);
    const retried = hub.load();
    expect(hub.screen).toEqual({ kind: 'loading' });
    await retried;
    expect(hub.screen.kind).toBe('ready');
  });

  it('drops an answer that comes after the screen went away', async () => {
    const { hub } = hubScreen([{ ok: true, value: open }]);
    hub.start()();
    await settle();
    expect(hub.screen).toEqual({ kind: 'loading' });
  });

  it('issue 20 item 2: reads the bill again when the live channel says it changed, says when the channel is lost, and stops following it', async () => {
    const answers: Result<TableHub, string>[] = [{ ok: true, value: open }, { ok: true, value: tableHubOf('12', { state: 'open', orders: open.kind === 'open' ? open.orders : [], shares: [{ amount: 500, items: [] }] }) }];
    const live = { listener: null as null | { changed: () => void; connection: (live: boolean) => void }, watched: [] as string[], stopped: 0 };
    const hub = new TableHubViewModel(
      { restaurantId: 'cafe-lumiere', number: ' 12 ', tablePayment: true },
      {
        loadTableHub: async () => ({ execute: async () => answers.shift()! }),
        log: () => undefined,
        onReturn: () => () => undefined,
        watchBill: (table, listener) => {
          live.watched.push(table);
          live.listener = listener;
          return () => void live.stopped++;
        },
      },
    );
    const stop = hub.start();
    await settle();
    expect(live.watched).toEqual(['12']);
    live.listener!.connection(false);
    expect(hub.liveLost).toBe(true);
    live.listener!.connection(true);
    live.listener!.changed();
    await settle();
    expect(hub.screen.kind === 'ready' && hub.screen.hub.kind === 'open' && hub.screen.hub.summary).toEqual({ total: 1250, paid: 500, paying: 0, left: 750 });
    expect(hub.liveLost).toBe(false);
    stop();
    expect(live.stopped).toBe(1);
  });
});
