import { afterEach, describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import type { Subscription } from 'rxjs';
import { HEARTBEAT_GRACE_MS, watchHeartbeats } from '../../../../adapters/socket/heartbeat-watch';
import type { SocketLiveEvent } from '../../../../adapters/socket/heartbeat-watch';
import type { OrderLiveEvent } from '../../../../core/ports/live-updates';
import { VirtualTime } from '../../core/fixtures/virtual-time';

let subscription: Subscription | undefined;
afterEach(() => subscription?.unsubscribe());

/** A socket heard through the watch, in virtual time; each event told is kept with the instant it was told. */
function aWatchedSocket() {
  const time = new VirtualTime();
  const heard = new Subject<SocketLiveEvent>();
  const told: { at: number; event: OrderLiveEvent }[] = [];
  subscription = heard.pipe(watchHeartbeats(time.scheduler)).subscribe((event) => told.push({ at: time.now, event }));
  /** Heartbeats every `everyMs` during `forMs`, the first one `everyMs` from now. */
  const beat = async (everyMs: number, forMs: number) => {
    for (let elapsed = everyMs; elapsed <= forMs; elapsed += everyMs) {
      await time.advanceBy(everyMs);
      heard.next({ kind: 'heartbeat' });
    }
  };
  return { time, heard, told, beat, events: () => told.map(({ event }) => event) };
}

const connected: OrderLiveEvent = { kind: 'connection', connected: true };
const disconnected: OrderLiveEvent = { kind: 'connection', connected: false };

describe('watchHeartbeats (issue 15.11: live only while heartbeats arrive)', () => {
  it('a connection whose heartbeats come every second stays connected, however long', async () => {
    const { heard, beat, events } = aWatchedSocket();
    heard.next({ kind: 'connection', connected: true, heartbeatMs: 1_000 });
    heard.next({ kind: 'resync' });
    await beat(1_000, 60_000);
    expect(events()).toEqual([connected, { kind: 'resync' }]);
  });

  it('a connection gone silent is told as not connected 1.8 s after its last heartbeat, within the 2 s aimed at', async () => {
    const { time, heard, beat, told } = aWatchedSocket();
    heard.next({ kind: 'connection', connected: true, heartbeatMs: 1_000 });
    await beat(1_000, 5_000);
    const lastBeatAt = time.now;
    await time.advanceBy(10_000);
    const lost = told.find(({ event }) => event.kind === 'connection' && !event.connected);
    expect(lost?.at).toBe(lastBeatAt + 1_000 + HEARTBEAT_GRACE_MS);
    expect(lost!.at - lastBeatAt).toBeLessThanOrEqual(2_000);
    // Told once, however long the silence lasts.
    expect(told.filter(({ event }) => event.kind === 'connection')).toHaveLength(2);
  });

  it('a connection silent from the start is not connected either, once its first heartbeat is late', async () => {
    const { time, heard, told } = aWatchedSocket();
    heard.next({ kind: 'connection', connected: true, heartbeatMs: 1_000 });
    await time.advanceBy(5_000);
    expect(told).toEqual([
      { at: 0, event: connected },
      { at: 1_800, event: disconnected },
    ]);
  });

  it('a heartbeat late by less than the grace keeps the connection', async () => {
    const { time, heard, events } = aWatchedSocket();
    heard.next({ kind: 'connection', connected: true, heartbeatMs: 1_000 });
    await time.advanceBy(1_000 + HEARTBEAT_GRACE_MS - 1);
    heard.next({ kind: 'heartbeat' });
    await time.advanceBy(1_000 + HEARTBEAT_GRACE_MS - 1);
    heard.next({ kind: 'heartbeat' });
    expect(events()).toEqual([connected]);
  });

  it('heartbeats coming again after a silence are told as connected again, with a resync: a change may have been held up', async () => {
    const { time, heard, beat, events } = aWatchedSocket();
    heard.next({ kind: 'connection', connected: true, heartbeatMs: 1_000 });
    await time.advanceBy(3_000);
    heard.next({ kind: 'order_changed', orderNumber: '1234', type: 'order_status' });
    heard.next({ kind: 'heartbeat' });
    await beat(1_000, 3_000);
    expect(events()).toEqual([connected, disconnected, { kind: 'order_changed', orderNumber: '1234', type: 'order_status' }, connected, { kind: 'resync' }]);
  });

  it('the socket noticing the loss itself after a silence is not told twice; its reconnection is watched afresh', async () => {
    const { time, heard, told } = aWatchedSocket();
    heard.next({ kind: 'connection', connected: true, heartbeatMs: 1_000 });
    await time.advanceBy(2_000);
    heard.next({ kind: 'connection', connected: false });
    await time.advanceBy(3_000);
    heard.next({ kind: 'connection', connected: true, heartbeatMs: 2_000 });
    heard.next({ kind: 'resync' });
    await time.advanceBy(4_000);
    expect(told).toEqual([
      { at: 0, event: connected },
      { at: 1_800, event: disconnected },
      { at: 5_000, event: connected },
      { at: 5_000, event: { kind: 'resync' } },
      { at: 5_000 + 2_000 + HEARTBEAT_GRACE_MS, event: disconnected },
    ]);
  });

  it('a disconnection stops the watch: no heartbeat is expected from a closed connection', async () => {
    const { time, heard, told } = aWatchedSocket();
    heard.next({ kind: 'connection', connected: true, heartbeatMs: 1_000 });
    heard.next({ kind: 'connection', connected: false });
    heard.next({ kind: 'heartbeat' });
    await time.advanceBy(10_000);
    expect(told.map(({ event }) => event)).toEqual([connected, disconnected]);
  });

  it('a server that announces no heartbeat is believed as the socket reports it (a platform without heartbeats)', async () => {
    const { time, heard, events } = aWatchedSocket();
    heard.next({ kind: 'connection', connected: true });
    heard.next({ kind: 'resync' });
    heard.next({ kind: 'heartbeat' });
    await time.advanceBy(60_000);
    expect(events()).toEqual([connected, { kind: 'resync' }]);
  });

  it('the connection state is told only when it changes (reconnection attempts fail again and again)', () => {
    const { heard, events } = aWatchedSocket();
    for (let attempt = 0; attempt < 3; attempt += 1) heard.next({ kind: 'connection', connected: false });
    expect(events()).toEqual([disconnected]);
  });
});
