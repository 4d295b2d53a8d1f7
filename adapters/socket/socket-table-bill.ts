import { Observable } from 'rxjs';
import type { Socket } from 'socket.io-client';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { TableBillLiveEvent } from '../../core/ports/live-updates';
import type { TableBillIdentity } from '../platform-api/table-api';
import { TABLE_BILL_SOCKET } from '../platform-api/table-api';

const IDENTITY_ACK_TIMEOUT_MS = 2_000;

const isRefusal = (answer: unknown) => typeof answer === 'object' && answer !== null && (answer as { ok?: unknown }).ok === false;

function isChange(message: unknown, identity: TableBillIdentity): boolean {
  const candidate = message as Partial<TableBillIdentity> | null;
  return candidate?.restaurantToken === identity.restaurantToken && candidate.tableNumber === identity.tableNumber;
}

/**
 * Issue 20 item 2: a table's bill over socket.io, as an order is followed (socket-live-updates.ts): connecting
 * sends the table's identity, and each acknowledged identification asks for a resync (changes may have been
 * missed while disconnected); a `table_bill` event for this table says it changed. socket.io reconnects by
 * itself; a disconnect the server asked for is reconnected by hand. Loaded on first use, with the hub.
 */
export function watchTableBillOverSocket(url: string, restaurantId: RestaurantId, tableNumber: string, reconnectionDelayMs = 1_000): Observable<TableBillLiveEvent> {
  return new Observable<TableBillLiveEvent>((subscriber) => {
    let closed = false;
    let socket: Socket | null = null;
    const identity: TableBillIdentity = { restaurantToken: restaurantId, tableNumber };
    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        socket = io(url, { transports: ['websocket', 'polling'], reconnection: true, reconnectionDelay: reconnectionDelayMs, reconnectionDelayMax: 3_000, timeout: 8_000 });
        socket.on('connect', () => {
          socket?.timeout(IDENTITY_ACK_TIMEOUT_MS).emit(TABLE_BILL_SOCKET.identityEvent, identity, (_noAnswer: Error | null, answer?: unknown) => {
            if (closed || !socket?.connected) return;
            if (isRefusal(answer)) return subscriber.next({ kind: 'connection', connected: false });
            subscriber.next({ kind: 'connection', connected: true });
            subscriber.next({ kind: 'resync' });
          });
        });
        socket.on('connect_error', () => subscriber.next({ kind: 'connection', connected: false }));
        socket.on('disconnect', (reason) => {
          subscriber.next({ kind: 'connection', connected: false });
          if (reason === 'io server disconnect') socket?.connect();
        });
        socket.on(TABLE_BILL_SOCKET.changedEvent, (message: unknown) => {
          if (isChange(message, identity)) subscriber.next({ kind: 'bill_changed' });
        });
      })
      .catch(() => subscriber.next({ kind: 'connection', connected: false }));
    return () => {
      closed = true;
      socket?.disconnect();
    };
  });
}
