import type { Socket } from 'socket.io-client';
import type { MenuAvailability } from '../../core/domain/catalogue/menu-availability';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { MenuLiveEvent, MenuLiveUpdates } from '../../core/ports/menu-live-updates';
import type { MenuFollowMessage } from '../platform-api/platform-api';
import { LIVE_SOCKET } from '../platform-api/platform-api';

export interface SocketMenuLiveUpdatesOptions {
  /** The live server's URL (the platform's socket host). */
  readonly url: string;
}

const FOLLOW_ACK_TIMEOUT_MS = 2_000;
/** As the tracking page's channel (socket-live-updates.ts): back soon after the network is. */
const RECONNECTION_DELAY_MAX_MS = 3_000;

const isAvailability = (said: unknown): said is MenuAvailability => typeof said === 'object' && said !== null && typeof (said as { restaurantId?: unknown }).restaurantId === 'string';

function acknowledgedAvailability(answer: unknown): MenuAvailability | null {
  if (typeof answer !== 'object' || answer === null || (answer as { ok?: unknown }).ok !== true) return null;
  const { availability } = answer as { availability?: unknown };
  return isAvailability(availability) ? availability : null;
}

/**
 * Issue 20.3: an open menu's availability over socket.io. Every connection (the first and each reconnection)
 * follows the menu again, and the acknowledgement's availability is told first: what changed while
 * disconnected is not lost. The library is loaded on first use, after the menu is drawn (browser-container.ts):
 * the menu's first route does not grow. Whether a message is believable is core's (FollowMenuAvailability).
 */
export class SocketMenuLiveUpdates implements MenuLiveUpdates {
  constructor(private readonly options: SocketMenuLiveUpdatesOptions) {}

  watchMenu(restaurantId: RestaurantId, listener: (event: MenuLiveEvent) => void): () => void {
    let socket: Socket | null = null;
    let closed = false;
    let told: boolean | null = null;
    const tellConnection = (connected: boolean) => {
      if (told === connected || closed) return;
      told = connected;
      listener({ kind: 'connection', connected });
    };
    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        socket = io(this.options.url, { transports: ['websocket', 'polling'], reconnection: true, reconnectionDelayMax: RECONNECTION_DELAY_MAX_MS });
        const follow: MenuFollowMessage = { restaurantToken: restaurantId };
        socket.on('connect', () => {
          socket?.timeout(FOLLOW_ACK_TIMEOUT_MS).emit(LIVE_SOCKET.menuEvent, follow, (_noAnswer: Error | null, answer?: unknown) => {
            if (closed || !socket?.connected) return;
            const availability = acknowledgedAvailability(answer);
            if (!availability) return tellConnection(false);
            listener({ kind: 'availability', availability });
            tellConnection(true);
          });
        });
        socket.on('connect_error', () => tellConnection(false));
        socket.on('disconnect', (reason) => {
          tellConnection(false);
          if (reason === 'io server disconnect') socket?.connect();
        });
        socket.on(LIVE_SOCKET.availabilityEvent, (said: unknown) => {
          if (!closed && isAvailability(said)) listener({ kind: 'availability', availability: said });
        });
      })
      // Without the live channel the menu still shows what it loaded; it just is not live.
      .catch(() => tellConnection(false));
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }
}
