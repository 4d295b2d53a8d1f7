import { Observable } from 'rxjs';
import type { OperatorFunction, SchedulerLike, Subscription } from 'rxjs';
import type { OrderLiveEvent } from '../../core/ports/live-updates';

/**
 * What the socket hears, before the heartbeat watch: a connection may announce the interval of the
 * heartbeats the server sends from then on, and each heartbeat is an event of its own.
 */
export type SocketLiveEvent =
  | Exclude<OrderLiveEvent, { kind: 'connection' }>
  | { readonly kind: 'connection'; readonly connected: boolean; readonly heartbeatMs?: number }
  | { readonly kind: 'heartbeat' };

/**
 * Issue 15.11: how late a heartbeat may be before the channel counts as silent. With the simulator's 1 s
 * heartbeat, a connection gone silent is told within 1.8 s; a network whose delays vary by more than
 * this shows "reconnecting" for a moment, which is true: changes may then come late.
 */
export const HEARTBEAT_GRACE_MS = 800;

/**
 * Issue 15.11: "connected" only while heartbeats arrive. On a connection that announced its heartbeat,
 * no heartbeat within its interval plus the grace is told as `connection false` (the connection may be
 * open but silent: nothing said meanwhile would arrive), and the next heartbeat as `connection true`
 * followed by a resync (a change may have been held up meanwhile). A connection that announced no
 * heartbeat (a platform without them) is believed as socket.io reports it. Connection states are told
 * only when they change. The timers run on the given scheduler, so tests run them in virtual time.
 */
export function watchHeartbeats(scheduler: SchedulerLike, graceMs: number = HEARTBEAT_GRACE_MS): OperatorFunction<SocketLiveEvent, OrderLiveEvent> {
  return (source) =>
    new Observable<OrderLiveEvent>((subscriber) => {
      /** The current connection's heartbeat interval; null while there is none to watch. */
      let heartbeatMs: number | null = null;
      let silent = false;
      let deadline: Subscription | null = null;
      let told: boolean | null = null;
      const tell = (connected: boolean) => {
        if (told === connected) return;
        told = connected;
        subscriber.next({ kind: 'connection', connected });
      };
      const expectNextBeat = () => {
        deadline?.unsubscribe();
        if (heartbeatMs === null) return;
        deadline = scheduler.schedule(() => {
          silent = true;
          tell(false);
        }, heartbeatMs + graceMs);
      };
      const stopWatching = () => {
        deadline?.unsubscribe();
        deadline = null;
        heartbeatMs = null;
        silent = false;
      };

      const subscription = source.subscribe({
        next: (event) => {
          if (event.kind === 'heartbeat') {
            if (heartbeatMs === null) return;
            if (silent) {
              silent = false;
              tell(true);
              subscriber.next({ kind: 'resync' });
            }
            expectNextBeat();
            return;
          }
          if (event.kind === 'connection') {
            stopWatching();
            if (event.connected && event.heartbeatMs !== undefined) {
              heartbeatMs = event.heartbeatMs;
              expectNextBeat();
            }
            tell(event.connected);
            return;
          }
          subscriber.next(event);
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
      return () => {
        stopWatching();
        subscription.unsubscribe();
      };
    });
}
