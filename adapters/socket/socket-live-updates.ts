import { asyncScheduler, Observable } from 'rxjs';
import type { SchedulerLike } from 'rxjs';
import type { Socket } from 'socket.io-client';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { LiveUpdates, OrderLiveEvent, TableBillLiveEvent } from '../../core/ports/live-updates';
import type { DataMessage, IdentityAcknowledgement, IdentityMessage } from '../platform-api/platform-api';
import { LIVE_HEARTBEAT_BOUNDS, LIVE_SOCKET } from '../platform-api/platform-api';
import type { SocketLiveEvent } from './heartbeat-watch';
import { watchHeartbeats } from './heartbeat-watch';
import { watchTableBillOverSocket } from './socket-table-bill';

export interface SocketLiveUpdatesOptions {
  /** The live server's URL (the platform's socket host). */
  readonly url: string;
  /** checkout 7: the identity message carries whether this is a group (cc) order. */
  readonly groupOrder?: boolean;
  readonly reconnectionDelayMs?: number;
  /** Where the heartbeat watch's timers run (issue 15.11); tests give a virtual one. */
  readonly scheduler?: SchedulerLike;
}

const IDENTITY_ACK_TIMEOUT_MS = 2_000;
/**
 * Issue 5, point 8: reconnection attempts back off up to 3 s (socket.io adds up to half of it at
 * random), and an attempt the network leaves unanswered is given up after 8 s, so the channel comes
 * back soon after the network does. The page does not wait for it: it polls meanwhile (TrackOrder).
 */
const RECONNECTION_DELAY_MAX_MS = 3_000;
const CONNECTION_ATTEMPT_TIMEOUT_MS = 8_000;

function isDataMessage(message: unknown): message is DataMessage {
  const candidate = message as Partial<DataMessage> | null;
  return typeof candidate?.orderNumber === 'string' && typeof candidate.restaurantToken === 'string';
}

function isRefusal(answer: unknown): answer is Extract<IdentityAcknowledgement, { ok: false }> {
  return typeof answer === 'object' && answer !== null && (answer as { ok?: unknown }).ok === false;
}

/** The heartbeat interval an acknowledgement announces, when it is a believable one (issue 15.11). */
function announcedHeartbeatMs(answer: unknown): number | undefined {
  const heartbeatMs = typeof answer === 'object' && answer !== null ? (answer as { heartbeatMs?: unknown }).heartbeatMs : undefined;
  const believable = typeof heartbeatMs === 'number' && Number.isInteger(heartbeatMs) && heartbeatMs >= LIVE_HEARTBEAT_BOUNDS.minMs && heartbeatMs <= LIVE_HEARTBEAT_BOUNDS.maxMs;
  return believable ? heartbeatMs : undefined;
}

/**
 * checkout 7: live updates over socket.io. Connecting sends the identity message, and the channel counts
 * as connected once the server acknowledges it; a `data` event for the order becomes order_changed;
 * every connection asks for a resync because events may have been missed before it. socket.io gives
 * up on a disconnect the server asked for, so that one reconnects by hand. A server that announces a
 * heartbeat in its acknowledgement is live only while the heartbeats arrive (watchHeartbeats, issue
 * 15.11). The library is loaded on first use: only the tracking page pays for it.
 */
export class SocketLiveUpdates implements LiveUpdates {
  constructor(private readonly options: SocketLiveUpdatesOptions) {}

  watchTableBill(restaurantId: RestaurantId, tableNumber: string): Observable<TableBillLiveEvent> {
    return watchTableBillOverSocket(this.options.url, restaurantId, tableNumber, this.options.reconnectionDelayMs);
  }

  watchOrder(restaurantId: RestaurantId, orderNumber: string): Observable<OrderLiveEvent> {
    const heard$ = new Observable<SocketLiveEvent>((subscriber) => {
      let socket: Socket | null = null;
      let closed = false;
      // watchHeartbeats tells the connection state only when it changes: attempts fail again and again.
      const tellConnection = (connected: boolean, heartbeatMs?: number) => subscriber.next({ kind: 'connection', connected, ...(heartbeatMs !== undefined && { heartbeatMs }) });

      void import('socket.io-client')
        .then(({ io }) => {
          if (closed) return;
          socket = io(this.options.url, {
            transports: ['websocket', 'polling'],
            reconnection: true,
            reconnectionDelay: this.options.reconnectionDelayMs ?? 1_000,
            reconnectionDelayMax: RECONNECTION_DELAY_MAX_MS,
            timeout: CONNECTION_ATTEMPT_TIMEOUT_MS,
          });
          const identity: IdentityMessage = { restaurantToken: restaurantId, orderNumber, cc: this.options.groupOrder ?? false };
          socket.on('connect', () => {
            // Live from the server's acknowledgement of the identity (it has joined the order's room by
            // then), or after a short wait for a server that does not acknowledge. A refused identity
            // is not live: the page polls instead.
            socket?.timeout(IDENTITY_ACK_TIMEOUT_MS).emit(LIVE_SOCKET.identityEvent, identity, (_noAnswer: Error | null, answer?: unknown) => {
              if (closed || !socket?.connected) return;
              if (isRefusal(answer)) return tellConnection(false);
              tellConnection(true, announcedHeartbeatMs(answer));
              // Changes may have happened before the channel was live (between the first fetch and now,
              // or while disconnected): every identification asks for a resync.
              subscriber.next({ kind: 'resync' });
            });
          });
          // An unreachable server never says "disconnect": say it is not live while socket.io keeps trying.
          socket.on('connect_error', () => tellConnection(false));
          // A dead connection that says nothing is told by the heartbeat (issue 5, point 8): engine.io
          // closes it when the server's ping is late by more than the pingTimeout the server announced,
          // and it comes here as a disconnect ("ping timeout"), then socket.io reconnects.
          socket.on('disconnect', (reason) => {
            tellConnection(false);
            if (reason === 'io server disconnect') socket?.connect();
          });
          socket.on(LIVE_SOCKET.heartbeatEvent, () => subscriber.next({ kind: 'heartbeat' }));
          socket.on(LIVE_SOCKET.dataEvent, (message: unknown) => {
            if (isDataMessage(message) && message.orderNumber === orderNumber && message.restaurantToken === restaurantId) {
              subscriber.next({ kind: 'order_changed', orderNumber, type: message.type });
            }
          });
        })
        .catch(() => {
          // Without the live channel the page still shows the status it fetched; it just is not live.
          tellConnection(false);
        });

      return () => {
        closed = true;
        socket?.disconnect();
      };
    });
    return heard$.pipe(watchHeartbeats(this.options.scheduler ?? asyncScheduler));
  }
}
