import type { Server as SocketServer, Socket } from 'socket.io';
import type { MenuFollowAcknowledgement, MenuFollowMessage } from '../../platform-api/platform-api';
import { LIVE_SOCKET } from '../../platform-api/platform-api';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { SimulatorError } from '../engine/simulator-error';

/** Issue 20.3: one socket follows a few menus (a customer's tabs of a food hall), never every establishment. */
export const MAX_MENUS_PER_SOCKET = 5;

/** A menu's room. The space keeps it apart from an order's room (`token/number`): a token has no space. */
export const MENU_ROOM_PREFIX = 'menu ';
const roomOfMenu = (restaurantToken: string) => `${MENU_ROOM_PREFIX}${restaurantToken}`;

const TOKEN_PATTERN = /^[\x21-\x7e]{1,64}$/;

function isMenuFollow(message: unknown): message is MenuFollowMessage {
  const candidate = message as Partial<MenuFollowMessage> | null;
  return typeof candidate?.restaurantToken === 'string' && TOKEN_PATTERN.test(candidate.restaurantToken);
}

const menuRoomsOf = (socket: Socket) => [...socket.rooms].filter((room) => room.startsWith(MENU_ROOM_PREFIX)).length;

async function follow(socket: Socket, engine: SimulatorEngine, message: unknown): Promise<MenuFollowAcknowledgement> {
  if (!isMenuFollow(message)) return { ok: false, error: 'invalid_menu', message: 'restaurantToken is 1 to 64 visible characters' };
  const room = roomOfMenu(message.restaurantToken);
  if (!socket.rooms.has(room) && menuRoomsOf(socket) >= MAX_MENUS_PER_SOCKET) {
    return { ok: false, error: 'too_many_menus', message: `a connection follows ${MAX_MENUS_PER_SOCKET} menus at most` };
  }
  try {
    engine.settings(message.restaurantToken);
  } catch (error) {
    if (error instanceof SimulatorError) return { ok: false, error: 'unknown_establishment', message: 'no such establishment' };
    throw error;
  }
  // In the room before the availability is read: a change after it is told as an event, none is lost.
  await socket.join(room);
  return { ok: true, availability: engine.menuAvailability(message.restaurantToken) };
}

/**
 * Issue 20.3: a client follows a menu with `menu` and is answered with its availability of now; from then on
 * every change of that establishment's stock or busy time is sent to its room as `availability`, once.
 * Returns the function that stops forwarding.
 */
export function attachLiveMenus(io: SocketServer, engine: SimulatorEngine): () => void {
  io.on('connection', (socket) => {
    socket.on(LIVE_SOCKET.menuEvent, async (message: unknown, acknowledge?: unknown) => {
      const answer = await follow(socket, engine, message);
      if (typeof acknowledge === 'function') acknowledge(answer);
    });
  });
  return engine.onMenuAvailabilityChanged((availability) => {
    io.to(roomOfMenu(availability.restaurantId)).emit(LIVE_SOCKET.availabilityEvent, availability);
  });
}
