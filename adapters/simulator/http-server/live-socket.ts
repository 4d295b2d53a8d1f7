import type { Server as SocketServer, ServerOptions, Socket } from 'socket.io';
import type { DataMessage, IdentityAcknowledgement, IdentityMessage } from '../../platform-api/platform-api';
import { LIVE_SOCKET } from '../../platform-api/platform-api';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { attachLiveMenus, MENU_ROOM_PREFIX } from './live-menu-socket';
import type { TableBillIdentity } from '../../platform-api/table-api';
import { TABLE_BILL_SOCKET } from '../../platform-api/table-api';

/**
 * Issue 5, point 8: the heartbeat. The server pings every 4 s and drops a client that has not answered
 * 3 s later; the client, told these figures in the handshake, drops a server whose ping is 7 s late.
 * Either end notices a dead connection within 7 s (10 s at most, says the issue). A ping is a few bytes.
 * Issue 5, point 6: a live message is small (the identity is under 200 bytes), and a connection that
 * does not identify its namespace soon is closed.
 */
export const LIVE_SOCKET_SERVER_OPTIONS = {
  pingInterval: 4_000,
  pingTimeout: 3_000,
  connectTimeout: 10_000,
  maxHttpBufferSize: 16_000,
} as const satisfies Partial<ServerOptions>;

/**
 * Issue 15.11: every second the server sends a heartbeat (a few bytes) to every client, and tells the
 * interval in the identity's acknowledgement: a client says "live" only while they arrive, so a connection
 * gone silent is told within about 2 s. socket.io's own ping (above) stays what closes a dead connection;
 * its interval is not given to the client's code, and a 1 s ping with a short timeout would drop
 * clients on slow networks, where a late heartbeat only makes the page say "reconnecting" for a moment.
 */
export const LIVE_HEARTBEAT_MS = 1_000;

/** Issue 5, point 6: one socket follows a few orders (a customer's tab), never a crawl of every order. */
export const MAX_ORDERS_PER_SOCKET = 20;

/** Ids as the platform gives them: visible ASCII, bounded. Order numbers are not assumed numeric. */
const ID_PATTERN = /^[\x21-\x7e]{1,64}$/;

const roomOf = (restaurantToken: string, orderNumber: string) => `${restaurantToken}/${orderNumber}`;
/** Issue 20 item 2: a table's bill has a room of its own ('#' never starts an order number's room). */
const tableRoomOf = (restaurantToken: string, tableNumber: string) => `#table/${restaurantToken}/${tableNumber}`;
const TABLE_NUMBER = /^[1-9]\d{0,5}$/;

function isTableIdentity(message: unknown): message is TableBillIdentity {
  const candidate = message as Partial<TableBillIdentity> | null;
  return typeof candidate?.restaurantToken === 'string' && ID_PATTERN.test(candidate.restaurantToken) && typeof candidate.tableNumber === 'string' && TABLE_NUMBER.test(candidate.tableNumber);
}

/** Issue 20 item 2: a table's bill is followed like an order, within the same bound of rooms per socket. */
async function identifyTable(socket: Socket, message: unknown): Promise<IdentityAcknowledgement> {
  if (!isTableIdentity(message)) return { ok: false, error: 'invalid_identity', message: 'restaurantToken is 1 to 64 visible characters; tableNumber a whole number from 1' };
  const room = tableRoomOf(message.restaurantToken, message.tableNumber);
  if (!socket.rooms.has(room) && orderRoomsOf(socket) >= MAX_ORDERS_PER_SOCKET) {
    return { ok: false, error: 'too_many_orders', message: `a connection follows ${MAX_ORDERS_PER_SOCKET} orders or bills at most` };
  }
  await socket.join(room);
  return { ok: true, heartbeatMs: LIVE_HEARTBEAT_MS };
}

function isIdentity(message: unknown): message is IdentityMessage {
  const candidate = message as Partial<IdentityMessage> | null;
  return (
    typeof candidate?.restaurantToken === 'string' &&
    ID_PATTERN.test(candidate.restaurantToken) &&
    typeof candidate.orderNumber === 'string' &&
    ID_PATTERN.test(candidate.orderNumber) &&
    (candidate.cc === undefined || typeof candidate.cc === 'boolean')
  );
}

/** The order rooms a socket is in (socket.io also puts every socket in a room named after its id; menus have theirs). */
const orderRoomsOf = (socket: Socket) => [...socket.rooms].filter((room) => room !== socket.id && !room.startsWith(MENU_ROOM_PREFIX)).length;

async function identify(socket: Socket, message: unknown): Promise<IdentityAcknowledgement> {
  if (!isIdentity(message)) {
    return { ok: false, error: 'invalid_identity', message: 'restaurantToken and orderNumber are 1 to 64 visible characters; cc is a boolean' };
  }
  const room = roomOf(message.restaurantToken, message.orderNumber);
  if (!socket.rooms.has(room) && orderRoomsOf(socket) >= MAX_ORDERS_PER_SOCKET) {
    return { ok: false, error: 'too_many_orders', message: `a connection follows ${MAX_ORDERS_PER_SOCKET} orders at most` };
  }
  await socket.join(room);
  return { ok: true, heartbeatMs: LIVE_HEARTBEAT_MS };
}

/**
 * checkout 7: a client identifies itself with the order and the restaurant token, then receives a
 * `data` event whenever that order changes. Whether the order exists is not told (that would let a
 * socket probe order numbers). Returns a function that stops forwarding changes and the heartbeat.
 */
export function attachLiveSocket(io: SocketServer, engine: SimulatorEngine): () => void {
  io.on('connection', (socket) => {
    socket.on(LIVE_SOCKET.identityEvent, async (message: unknown, acknowledge?: unknown) => {
      const answer = await identify(socket, message);
      // The client counts itself live only once it is in the room: a change told before would be lost.
      if (typeof acknowledge === 'function') acknowledge(answer);
    });
    socket.on(TABLE_BILL_SOCKET.identityEvent, async (message: unknown, acknowledge?: unknown) => {
      const answer = await identifyTable(socket, message);
      if (typeof acknowledge === 'function') acknowledge(answer);
    });
  });
  // One timer for every client: the heartbeat is encoded once per beat, whatever the number of clients.
  const heartbeat = setInterval(() => io.emit(LIVE_SOCKET.heartbeatEvent), LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  const stopForwarding = engine.onOrderChanged((change) => {
    const message: DataMessage = { ...change, response: { success: true } };
    io.to(roomOf(change.restaurantToken, change.orderNumber)).emit(LIVE_SOCKET.dataEvent, message);
  });
  const stopTables = engine.onTableBillChanged((change) => {
    io.to(tableRoomOf(change.restaurantToken, change.tableNumber)).emit(TABLE_BILL_SOCKET.changedEvent, change);
  });
  // Issue 20.3: open menus follow their establishment's stock and busy time on the same connection.
  const stopMenus = attachLiveMenus(io, engine);
  return () => {
    clearInterval(heartbeat);
    stopForwarding();
    stopTables();
    stopMenus();
  };
}
