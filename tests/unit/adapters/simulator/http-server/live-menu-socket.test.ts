import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { MAX_MENUS_PER_SOCKET } from '../../../../../adapters/simulator/http-server/live-menu-socket';
import type { MenuFollowAcknowledgement } from '../../../../../adapters/platform-api/platform-api';
import { LIVE_SOCKET } from '../../../../../adapters/platform-api/platform-api';
import { SocketMenuLiveUpdates } from '../../../../../adapters/socket/socket-menu-live-updates';
import type { MenuAvailability } from '../../../../../core/domain/catalogue/menu-availability';
import type { MenuLiveEvent } from '../../../../../core/ports/menu-live-updates';
import { startLiveSocketHarness } from '../../fixtures/live-socket-harness';
import type { LiveSocketHarness } from '../../fixtures/live-socket-harness';
import { anEngine, anEngineWithStock } from '../../fixtures/simulator-engines';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';

let engine: SimulatorEngine;
let harness: LiveSocketHarness;
const sockets: Socket[] = [];

beforeEach(async () => {
  engine = anEngineWithStock({ 1003: 5 });
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

const follow = (socket: Socket, message: unknown) => socket.timeout(2_000).emitWithAck(LIVE_SOCKET.menuEvent, message) as Promise<MenuFollowAcknowledgement>;

describe('issue 20.3: a socket follows a menu', () => {
  it('is answered with the availability of now, then hears each change once, within a second', async () => {
    const socket = await aSocket();
    const answer = await follow(socket, { restaurantToken: 'le-comptoir' });
    expect(answer).toMatchObject({ ok: true, availability: { restaurantId: 'le-comptoir', stock: { '1003': 5 }, busyMinutes: 0 } });
    const heard: MenuAvailability[] = [];
    socket.on(LIVE_SOCKET.availabilityEvent, (availability: MenuAvailability) => heard.push(availability));
    const changedAt = Date.now();
    engine.setStock('le-comptoir', 1003, 0);
    await expect.poll(() => heard.length, { timeout: 1_000 }).toBe(1);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    expect(heard[0]!.stock['1003']).toBe(0);
    engine.setBusy('le-comptoir', 20);
    await expect.poll(() => heard.map((availability) => availability.busyMinutes), { timeout: 1_000 }).toEqual([0, 20]);
  });

  it('another establishment changing tells this menu nothing', async () => {
    const socket = await aSocket();
    await follow(socket, { restaurantToken: 'le-comptoir' });
    const heard: unknown[] = [];
    socket.on(LIVE_SOCKET.availabilityEvent, (availability: unknown) => heard.push(availability));
    engine.setBusy('hotel-riviera', 15);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
  });

  it('refuses a malformed follow and an unknown establishment', async () => {
    const socket = await aSocket();
    expect(await follow(socket, { restaurantToken: 'a b' })).toMatchObject({ ok: false, error: 'invalid_menu' });
    expect(await follow(socket, 'le-comptoir')).toMatchObject({ ok: false, error: 'invalid_menu' });
    expect(await follow(socket, { restaurantToken: 'nowhere' })).toMatchObject({ ok: false, error: 'unknown_establishment' });
  });

  it(`a socket follows ${MAX_MENUS_PER_SOCKET} menus at most; following one again is no new room`, async () => {
    await harness.close();
    engine.close();
    const ids = ['le-comptoir', 'hotel-riviera', 'la-buvette', 'le-phare', 'cafe-lumiere', 'hotel-mimosa'];
    engine = anEngine({ establishments: ids.map((id) => demoEstablishment(id)) });
    harness = await startLiveSocketHarness(engine);
    const socket = await aSocket();
    for (const id of ids.slice(0, MAX_MENUS_PER_SOCKET)) expect(await follow(socket, { restaurantToken: id })).toMatchObject({ ok: true });
    expect(await follow(socket, { restaurantToken: 'le-comptoir' })).toMatchObject({ ok: true });
    expect(await follow(socket, { restaurantToken: ids[MAX_MENUS_PER_SOCKET]! })).toMatchObject({ ok: false, error: 'too_many_menus' });
  });

  it('the storefront adapter tells the availability of now on each connection, then the changes', async () => {
    const events: MenuLiveEvent[] = [];
    const stop = new SocketMenuLiveUpdates({ url: harness.url }).watchMenu('le-comptoir', (event) => events.push(event));
    try {
      await expect.poll(() => events.map((event) => event.kind), { timeout: 3_000 }).toEqual(['availability', 'connection']);
      engine.setStock('le-comptoir', 1003, 1);
      await expect.poll(() => events.filter((event) => event.kind === 'availability').length, { timeout: 1_000 }).toBe(2);
      expect(events.at(-1)).toMatchObject({ kind: 'availability', availability: { stock: { '1003': 1 } } });
    } finally {
      stop();
    }
  });
});
