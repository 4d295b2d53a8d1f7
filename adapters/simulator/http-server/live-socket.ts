import type { Server as SocketServer } from 'socket.io';
import type { DataMessage, IdentityMessage } from '../../platform-api/platform-api';
import { LIVE_SOCKET } from '../../platform-api/platform-api';
import type { SimulatorEngine } from '../engine/simulator-engine';

const roomOf = (restaurantToken: string, orderNumber: string) => `${restaurantToken}/${orderNumber}`;

function isIdentity(message: unknown): message is IdentityMessage {
  const candidate = message as Partial<IdentityMessage> | null;
  return typeof candidate?.restaurantToken === 'string' && typeof candidate.orderNumber === 'string';
}

/**
 * checkout 7: a client identifies itself with the order and the restaurant token, then receives a
 * `data` event whenever that order changes. Returns a function that stops forwarding changes.
 */
export function attachLiveSocket(io: SocketServer, engine: SimulatorEngine): () => void {
  io.on('connection', (socket) => {
    socket.on(LIVE_SOCKET.identityEvent, async (message: unknown, acknowledge?: () => void) => {
      if (isIdentity(message)) await socket.join(roomOf(message.restaurantToken, message.orderNumber));
      // The client counts itself live only once it is in the room: a change told before would be lost.
      if (typeof acknowledge === 'function') acknowledge();
    });
  });
  return engine.onOrderChanged((change) => {
    const message: DataMessage = { ...change, response: { success: true } };
    io.to(roomOf(change.restaurantToken, change.orderNumber)).emit(LIVE_SOCKET.dataEvent, message);
  });
}
