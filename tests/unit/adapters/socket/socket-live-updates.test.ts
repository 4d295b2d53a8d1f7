import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpSimulatorAdmin } from '../../../../adapters/simulator/admin/http-simulator-admin';
import type { SimulatorEngine } from '../../../../adapters/simulator/engine/simulator-engine';
import { startSimulatorServer } from '../../../../adapters/simulator/http-server/simulator-server';
import type { RunningSimulatorServer } from '../../../../adapters/simulator/http-server/simulator-server';
import { SocketLiveUpdates } from '../../../../adapters/socket/socket-live-updates';
import type { OrderLiveEvent } from '../../../../core/ports/live-updates';
import { FaultInjectingProxy } from '../../../fault-injection/fault-injecting-proxy';
import type { NetworkFault } from '../../../fault-injection/fault-injecting-proxy';
import { EventRecorder } from '../fixtures/event-recorder';
import { startLiveSocketHarness } from '../fixtures/live-socket-harness';
import type { LiveSocketHarness } from '../fixtures/live-socket-harness';
import { advanceAndHear, isAnyChange, isChangeOf, isConnected, isDisconnected, isResync } from '../fixtures/live-events';
import { aDeliveryPayload } from '../fixtures/order-payloads';
import { anEngine } from '../fixtures/simulator-engines';

let engine: SimulatorEngine;
/** Servers and proxies, closed after each test. */
const servers: { close(): Promise<void> }[] = [];
const recorders: EventRecorder<OrderLiveEvent>[] = [];

beforeEach(() => {
  engine = anEngine();
});

afterEach(async () => {
  for (const recorder of recorders.splice(0)) recorder.stop();
  for (const server of servers.splice(0)) await server.close();
  engine.close();
});

async function aSimulatorServer(port = 0): Promise<RunningSimulatorServer> {
  const server = await startSimulatorServer({ engine, port });
  servers.push(server);
  return server;
}

async function aHarness(): Promise<LiveSocketHarness> {
  const harness = await startLiveSocketHarness(engine);
  servers.push(harness);
  return harness;
}

async function aProxyTo(port: number): Promise<FaultInjectingProxy> {
  const proxy = await FaultInjectingProxy.start({ port });
  servers.unshift(proxy);
  return proxy;
}

function watch(url: string, orderNumber: string, options: { restaurantId?: string; groupOrder?: boolean } = {}): EventRecorder<OrderLiveEvent> {
  const live = new SocketLiveUpdates({ url, reconnectionDelayMs: 20, ...(options.groupOrder !== undefined && { groupOrder: options.groupOrder }) });
  const recorder = new EventRecorder(live.watchOrder(options.restaurantId ?? 'le-comptoir', orderNumber));
  recorders.push(recorder);
  return recorder;
}

/** A delivery: five steps, so there are four advances to spend. */
function placed(): string {
  const outcome = engine.placeOrder('le-comptoir', aDeliveryPayload());
  if (!outcome.accepted) throw new Error('the demo delivery was refused');
  return outcome.order.order_number;
}

/** Advances the order through the admin route over HTTP and waits for the watch to hear it. */
function adminAdvanceAndHear(server: RunningSimulatorServer, recorder: EventRecorder<OrderLiveEvent>, orderNumber: string): Promise<OrderLiveEvent> {
  const admin = new HttpSimulatorAdmin(server.url);
  return advanceAndHear(() => admin.advance(orderNumber), recorder, orderNumber);
}

describe('SocketLiveUpdates against the simulator server (checkout 7: live socket)', () => {
  it('checkout 7: connects, identifies with the order, and a data event for it becomes order_changed', async () => {
    const server = await aSimulatorServer();
    const orderNumber = placed();
    const recorder = watch(server.url, orderNumber);
    await recorder.waitFor(isConnected);
    expect(await adminAdvanceAndHear(server, recorder, orderNumber)).toEqual({ kind: 'order_changed', orderNumber, type: 'order_status' });
    expect(recorder.events[0]).toEqual({ kind: 'connection', connected: true });
  });

  it('checkout 7: changes of another order are not told', async () => {
    const server = await aSimulatorServer();
    const watched = placed();
    const other = placed();
    const recorder = watch(server.url, watched);
    await recorder.waitFor(isConnected);
    const admin = new HttpSimulatorAdmin(server.url);
    await admin.advance(other);
    await adminAdvanceAndHear(server, recorder, watched);
    await admin.advance(other);
    await adminAdvanceAndHear(server, recorder, watched);
    expect(recorder.events.filter(isAnyChange).every(isChangeOf(watched))).toBe(true);
  });

  it('a live server out of reach is told as connection false, once, while it keeps trying', async () => {
    const server = await aSimulatorServer();
    const { port } = server;
    await server.close();
    const recorder = watch(`http://127.0.0.1:${port}`, '1001');
    expect(await recorder.waitFor(isDisconnected)).toEqual({ kind: 'connection', connected: false });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(recorder.events).toEqual([{ kind: 'connection', connected: false }]);
  });

  it('checkout 7: a server going away is told as connection false', async () => {
    const server = await aSimulatorServer();
    const recorder = watch(server.url, placed());
    await recorder.waitFor(isConnected);
    await server.close();
    expect(await recorder.waitFor(isDisconnected)).toEqual({ kind: 'connection', connected: false });
  });

  it('checkout 7: after the server restarts it reconnects, asks for a resync and hears the order again', async () => {
    const first = await aSimulatorServer();
    const orderNumber = placed();
    const recorder = watch(first.url, orderNumber);
    await recorder.waitFor(isConnected);
    await first.close();
    await recorder.waitFor(isDisconnected);
    const second = await aSimulatorServer(first.port);
    await recorder.waitForCount(isConnected, 2);
    await recorder.waitFor(isResync);
    await adminAdvanceAndHear(second, recorder, orderNumber);
    expect(recorder.events.filter((event) => event.kind !== 'order_changed')).toEqual([
      { kind: 'connection', connected: true },
      { kind: 'resync' },
      { kind: 'connection', connected: false },
      { kind: 'connection', connected: true },
      { kind: 'resync' },
    ]);
  });

  it('checkout 7: the first connection asks for a resync too: the order may have changed before the channel was live', async () => {
    const server = await aSimulatorServer();
    const orderNumber = placed();
    const recorder = watch(server.url, orderNumber);
    await recorder.waitFor(isResync);
    expect(recorder.events).toEqual([{ kind: 'connection', connected: true }, { kind: 'resync' }]);
  });
});

describe('SocketLiveUpdates against the live socket, server side in hand', () => {
  it('checkout 7: the identity message carries the restaurant token, the order and cc false', async () => {
    const harness = await aHarness();
    const orderNumber = placed();
    watch(harness.url, orderNumber);
    await harness.waitForJoin('le-comptoir', orderNumber);
    expect(harness.identities).toEqual([{ restaurantToken: 'le-comptoir', orderNumber, cc: false }]);
  });

  it('checkout 7: a group order identifies with cc true', async () => {
    const harness = await aHarness();
    const orderNumber = placed();
    watch(harness.url, orderNumber, { groupOrder: true });
    await harness.waitForJoin('le-comptoir', orderNumber);
    expect(harness.identities).toEqual([{ restaurantToken: 'le-comptoir', orderNumber, cc: true }]);
  });

  it('checkout 7: once in the room of the order, each change of the order is one order_changed', async () => {
    const harness = await aHarness();
    const orderNumber = placed();
    const recorder = watch(harness.url, orderNumber);
    await recorder.waitFor(isResync);
    engine.advance(orderNumber);
    engine.cancel(orderNumber);
    await recorder.waitForCount(isChangeOf(orderNumber), 2);
    expect(recorder.events).toEqual([
      { kind: 'connection', connected: true },
      { kind: 'resync' },
      { kind: 'order_changed', orderNumber, type: 'order_status' },
      { kind: 'order_changed', orderNumber, type: 'order_status' },
    ]);
  });

  it('data events for another order, another restaurant, or of another shape are ignored', async () => {
    const harness = await aHarness();
    const orderNumber = placed();
    const recorder = watch(harness.url, orderNumber);
    await harness.waitForJoin('le-comptoir', orderNumber);
    harness.broadcast({ restaurantToken: 'le-comptoir', orderNumber: 'another', type: 'order_status', response: { success: true } });
    harness.broadcast({ restaurantToken: 'hotel-riviera', orderNumber, type: 'order_status', response: { success: true } });
    harness.broadcast({ restaurantToken: 'le-comptoir', orderNumber: Number(orderNumber), type: 'order_status' });
    harness.broadcast({ text: 'hello' });
    // Messages on one connection arrive in order: once this one is heard, the others were ignored.
    harness.broadcast({ restaurantToken: 'le-comptoir', orderNumber, type: 'sentinel', response: { success: true } });
    await recorder.waitFor(isChangeOf(orderNumber));
    expect(recorder.events.filter(isAnyChange)).toEqual([{ kind: 'order_changed', orderNumber, type: 'sentinel' }]);
  });

  it('checkout 7: after the server disconnects it, it reconnects by itself, identifies again and asks for a resync', async () => {
    const harness = await aHarness();
    const orderNumber = placed();
    const recorder = watch(harness.url, orderNumber);
    await recorder.waitFor(isResync);
    harness.io.in(`le-comptoir/${orderNumber}`).disconnectSockets();
    await recorder.waitForCount(isResync, 2);
    await harness.waitForJoin('le-comptoir', orderNumber);
    expect(recorder.events).toEqual([
      { kind: 'connection', connected: true },
      { kind: 'resync' },
      { kind: 'connection', connected: false },
      { kind: 'connection', connected: true },
      { kind: 'resync' },
    ]);
    expect(harness.identities).toHaveLength(2);
    engine.advance(orderNumber);
    await recorder.waitFor(isChangeOf(orderNumber));
  });

  it('unsubscribing disconnects from the server and stops reconnecting', async () => {
    const harness = await aHarness();
    const orderNumber = placed();
    const recorder = watch(harness.url, orderNumber);
    await harness.waitForJoin('le-comptoir', orderNumber);
    recorder.stop();
    await harness.waitForNoClient();
    expect(harness.io.of('/').sockets.size).toBe(0);
  });
});

describe('SocketLiveUpdates through a network that fails (issue 5, point 8)', () => {
  it('a half-open connection is noticed by both ends within 10 s (heartbeat), and the channel comes back with the network', async () => {
    const harness = await aHarness();
    const proxy = await aProxyTo(harness.port);
    const orderNumber = placed();
    const recorder = watch(proxy.url, orderNumber);
    await recorder.waitFor(isResync);

    const failedAt = Date.now();
    await proxy.inject('half_open');
    // Nothing closes: only the heartbeat can tell. The client gives up on a ping 7 s late at most.
    await recorder.waitFor(isDisconnected, { timeoutMs: 10_000 });
    const clientNoticedMs = Date.now() - failedAt;
    await harness.waitForDisconnectReason('ping timeout', 10_000 - (Date.now() - failedAt));
    const serverNoticedMs = Date.now() - failedAt;
    expect(clientNoticedMs).toBeLessThan(10_000);
    expect(serverNoticedMs).toBeLessThan(10_000);

    await proxy.restore();
    await recorder.waitForCount(isResync, 2, 10_000);
    // The first connection after the return may be a handshake the outage had stalled, which the client then
    // drops and makes again (seen on a loaded machine): a change broadcast meanwhile is covered by the resync
    // that follows it (the page refetches). What must hold is a change coming through the channel once it
    // stands; a change missed while it stood, with no resync, is the failure.
    for (let attempt = 1; ; attempt += 1) {
      const from = recorder.events.length;
      engine.advance(orderNumber);
      try {
        await recorder.waitFor(isChangeOf(orderNumber), { from, timeoutMs: 5_000 });
        break;
      } catch (missed) {
        const reconnected = recorder.events.slice(from).some(isResync);
        if (attempt === 3 || !reconnected) throw missed;
      }
    }
  }, 40_000);

  it('issue 15.11: a connection gone silent is not live within 2 s: live only while heartbeats arrive', async () => {
    const harness = await aHarness();
    const proxy = await aProxyTo(harness.port);
    const orderNumber = placed();
    const recorder = watch(proxy.url, orderNumber);
    await recorder.waitFor(isResync);

    const silentAt = Date.now();
    await proxy.inject('half_open');
    await recorder.waitFor(isDisconnected, { timeoutMs: 10_000 });
    const toldAfterMs = Date.now() - silentAt;
    // The heartbeat comes every 1 s and may be 800 ms late: 1.8 s at most, and some room for a busy machine.
    expect(toldAfterMs).toBeLessThan(2_300);

    // The network returns before either end gave up: the heartbeats come again, and so does the channel,
    // with a resync (the order may have changed while nothing came through).
    engine.advance(orderNumber);
    await proxy.restore();
    await recorder.waitForCount(isResync, 2, 5_000);
    await recorder.waitFor(isChangeOf(orderNumber));
    const connections = recorder.events.filter((event) => event.kind === 'connection');
    expect(connections).toEqual([
      { kind: 'connection', connected: true },
      { kind: 'connection', connected: false },
      { kind: 'connection', connected: true },
    ]);
  }, 20_000);

  const loudFaults: NetworkFault[] = ['cut', 'refuse'];
  for (const fault of loudFaults) {
    it(`a ${fault} network is told at once, and the channel comes back by itself when it returns`, async () => {
      const server = await aSimulatorServer();
      const proxy = await aProxyTo(server.port);
      const orderNumber = placed();
      const recorder = watch(proxy.url, orderNumber);
      await recorder.waitFor(isResync);
      await proxy.inject(fault);
      await recorder.waitFor(isDisconnected, { timeoutMs: 1_000 });
      // Attempts fail meanwhile, told once.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(recorder.events.filter((event) => event.kind === 'connection')).toEqual([
        { kind: 'connection', connected: true },
        { kind: 'connection', connected: false },
      ]);
      await proxy.restore();
      await recorder.waitForCount(isResync, 2, 5_000);
      await adminAdvanceAndHear(server, recorder, orderNumber);
    });
  }

  it('an identity the server refuses is not live', async () => {
    const server = await aSimulatorServer();
    const recorder = watch(server.url, 'x'.repeat(65));
    expect(await recorder.waitFor((event) => event.kind === 'connection')).toEqual({ kind: 'connection', connected: false });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recorder.events).toEqual([{ kind: 'connection', connected: false }]);
  });
});
