import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { LIVE_HEARTBEAT_MS, MAX_ORDERS_PER_SOCKET } from '../../../../../adapters/simulator/http-server/live-socket';
import { startSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import type { IdentityAcknowledgement } from '../../../../../adapters/platform-api/platform-api';
import { LIVE_SOCKET } from '../../../../../adapters/platform-api/platform-api';
import { startLiveSocketHarness } from '../../fixtures/live-socket-harness';
import type { LiveSocketHarness } from '../../fixtures/live-socket-harness';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine;
let harness: LiveSocketHarness;
const sockets: Socket[] = [];

beforeEach(async () => {
  engine = anEngine();
  harness = await startLiveSocketHarness(engine);
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await harness.close();
  engine.close();
});

async function aSocket(): Promise<Socket> {
  const socket = connect(harness.url, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** ackTimeoutMs: a flood of 20,000 waits far longer for its last answers, on a loaded machine most of all. */
function identify(socket: Socket, message: unknown, ackTimeoutMs = 2_000): Promise<IdentityAcknowledgement> {
  return socket.timeout(ackTimeoutMs).emitWithAck(LIVE_SOCKET.identityEvent, message) as Promise<IdentityAcknowledgement>;
}

/** The order rooms the server put this client's socket in. */
function orderRoomsOf(socket: Socket): string[] {
  const serverSide = harness.io.of('/').sockets.get(socket.id!);
  return [...(serverSide?.rooms ?? [])].filter((room) => room !== socket.id);
}

/** An identity taken: the server is in the order's room, and announces its heartbeat (issue 15.11). */
const ACCEPTED: IdentityAcknowledgement = { ok: true, heartbeatMs: LIVE_HEARTBEAT_MS };
const identity = (orderNumber: string) => ({ restaurantToken: 'le-comptoir', orderNumber, cc: false });
/** Order numbers as the platform may give them: not numeric, not sequential. */
const orderNumbers = (count: number) => Array.from({ length: count }, (_, index) => `ord_${(index * 7919).toString(36)}x${index}`);

describe('the live socket heartbeat (issue 15.11)', () => {
  it('an identified client hears a heartbeat every second, as its acknowledgement announced', async () => {
    const socket = await aSocket();
    expect(await identify(socket, identity('ord_1'))).toEqual({ ok: true, heartbeatMs: 1_000 });
    const heard: number[] = [];
    socket.on(LIVE_SOCKET.heartbeatEvent, () => heard.push(Date.now()));
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(heard.length).toBeGreaterThanOrEqual(3);
    const gaps = heard.slice(1).map((at, index) => at - heard[index]!);
    for (const gap of gaps) expect(gap).toBeGreaterThan(500);
    for (const gap of gaps) expect(gap).toBeLessThan(1_500);
  });
});

describe('the live socket bounds what one socket may do (issue 5, point 6)', () => {
  it(`a socket follows up to ${MAX_ORDERS_PER_SOCKET} orders; beyond that the identity is refused, saying so`, async () => {
    const socket = await aSocket();
    const numbers = orderNumbers(MAX_ORDERS_PER_SOCKET + 1);
    for (const orderNumber of numbers.slice(0, MAX_ORDERS_PER_SOCKET)) expect(await identify(socket, identity(orderNumber))).toEqual(ACCEPTED);
    expect(await identify(socket, identity(numbers.at(-1)!))).toEqual({
      ok: false,
      error: 'too_many_orders',
      message: `a connection follows ${MAX_ORDERS_PER_SOCKET} orders at most`,
    });
    expect(orderRoomsOf(socket)).toHaveLength(MAX_ORDERS_PER_SOCKET);
    // An order it already follows is still acknowledged (a reconnection identifies again).
    expect(await identify(socket, identity(numbers[0]!))).toEqual(ACCEPTED);
  });

  it('20,000 identities on one socket leave it in 20 rooms', async () => {
    const socket = await aSocket();
    const answers = await Promise.all(orderNumbers(20_000).map((orderNumber) => identify(socket, identity(orderNumber), 25_000)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(MAX_ORDERS_PER_SOCKET);
    expect(orderRoomsOf(socket)).toHaveLength(MAX_ORDERS_PER_SOCKET);
    expect(harness.io.of('/').adapter.rooms.size).toBe(MAX_ORDERS_PER_SOCKET + 1);
  }, 30_000);

  it('another socket has its own allowance', async () => {
    const first = await aSocket();
    const second = await aSocket();
    for (const orderNumber of orderNumbers(MAX_ORDERS_PER_SOCKET)) await identify(first, identity(orderNumber));
    expect(await identify(second, identity('another-order'))).toEqual(ACCEPTED);
  });

  const malformed: [string, unknown][] = [
    ['no message', null],
    ['a number for the order', { restaurantToken: 'le-comptoir', orderNumber: 1001, cc: false }],
    ['an order number of 65 characters', identity('x'.repeat(65))],
    ['an empty order number', identity('')],
    ['a restaurant token of 10,000 characters', { restaurantToken: 'r'.repeat(10_000), orderNumber: 'ord_1', cc: false }],
    ['a control character', identity('ord_1\n')],
    ['a space', identity('ord 1')],
    ['a right-to-left override', identity('ord_\u202e1')],
    ['cc that is not a boolean', { restaurantToken: 'le-comptoir', orderNumber: 'ord_1', cc: 'yes' }],
  ];
  for (const [what, message] of malformed) {
    it(`an identity with ${what} is refused and joins nothing`, async () => {
      const socket = await aSocket();
      const answer = await identify(socket, message);
      expect(answer).toMatchObject({ ok: false, error: 'invalid_identity' });
      expect(orderRoomsOf(socket)).toEqual([]);
    });
  }

  it('a message over 16 kB ends the connection', async () => {
    const socket = await aSocket();
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit(LIVE_SOCKET.identityEvent, { ...identity('ord_1'), padding: 'p'.repeat(20_000) });
    expect(await closed).toBe('transport close');
  });

  it('the simulator server announces its heartbeat in the handshake: a dead connection is noticed within 10 s', async () => {
    const server = await startSimulatorServer({ engine, port: 0 });
    try {
      // engine.io's open packet ("0" then JSON) tells the client how often to expect a ping.
      const response = await fetch(`${server.url}socket.io/?EIO=4&transport=polling`);
      const handshake = JSON.parse((await response.text()).slice(1)) as { pingInterval: number; pingTimeout: number; maxPayload: number };
      expect(handshake).toMatchObject({ pingInterval: 4_000, pingTimeout: 3_000, maxPayload: 16_000 });
      expect(handshake.pingInterval + handshake.pingTimeout).toBeLessThan(10_000);
    } finally {
      await server.close();
    }
  });
});
