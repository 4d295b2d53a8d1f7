import { afterEach, describe, expect, it } from 'vitest';
import type { Subscription } from 'rxjs';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { pollDelayMs, STATUS_POLLING } from '../../../../../core/domain/tracking/status-polling';
import { trackingProgress } from '../../../../../core/domain/tracking/track-status';
import type { TrackStatus } from '../../../../../core/domain/tracking/track-status';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { OrderGateway } from '../../../../../core/ports/order-gateway';
import { GetOrderStatus } from '../../../../../core/use-cases/order/get-order-status';
import { TrackOrder } from '../../../../../core/use-cases/order/track-order';
import type { TrackingState } from '../../../../../core/use-cases/order/track-order';
import { RecordingOrderGateway } from '../../fixtures/recording-order-gateway';
import { ScriptedTrackPlatform } from '../../fixtures/scripted-track-platform';
import { SubjectLiveUpdates } from '../../fixtures/subject-live-updates';
import { aTrackStatus, stepsDone } from '../../fixtures/track-status-builders';
import { VirtualTime } from '../../fixtures/virtual-time';

const TAKE_AWAY = ['sent', 'validated', 'ready'] as const;
const sent = aTrackStatus({ order_number: '1234' });
const validated = aTrackStatus({ order_number: '1234', steps: stepsDone(TAKE_AWAY, ['sent', 'validated']) });
const ready = aTrackStatus({ order_number: '1234', steps: stepsDone(TAKE_AWAY, ['sent', 'validated', 'ready']) });

const tracking = (status: TrackStatus, live: boolean, reconnecting = false): TrackingState => ({
  kind: 'tracking',
  status,
  progress: trackingProgress(status),
  live,
  reconnecting,
});

let subscription: Subscription | undefined;
afterEach(() => subscription?.unsubscribe());

/** Follows order 1234 with a platform answering in turn what the test scripted, in virtual time. */
function follow(...answers: (TrackStatus | Error)[]) {
  const time = new VirtualTime();
  const gateway = new RecordingOrderGateway().answerTrackWith(...answers);
  const live = new SubjectLiveUpdates();
  const states: TrackingState[] = [];
  subscription = new TrackOrder(new GetOrderStatus(gateway), live, time.scheduler)
    .execute({ restaurantId: 'resto-1', orderNumber: '1234' })
    .subscribe((state) => states.push(state));
  return { time, gateway, live, states };
}

/** Follows order 1234 against a platform that holds its true status behind a network the test breaks. */
function followThroughNetwork(initial: TrackStatus = sent) {
  const time = new VirtualTime();
  const platform = new ScriptedTrackPlatform(initial, () => time.now);
  const live = new SubjectLiveUpdates();
  const states: TrackingState[] = [];
  subscription = new TrackOrder(new GetOrderStatus(platform), live, time.scheduler)
    .execute({ restaurantId: 'resto-1', orderNumber: '1234' })
    .subscribe((state) => states.push(state));
  /** The live channel identifies and asks for a resync, as the socket adapter does on each connection. */
  const connect = () => {
    live.events.next({ kind: 'connection', connected: true });
    live.events.next({ kind: 'resync' });
  };
  const disconnect = () => live.events.next({ kind: 'connection', connected: false });
  return { time, platform, live, states, connect, disconnect, last: () => states.at(-1) };
}

/** The gaps between consecutive request times. */
const gaps = (times: readonly number[]) => times.slice(1).map((time, index) => time - times[index]!);

describe('TrackOrder (checkout 4, 7: live tracking)', () => {
  it('checkout 2: tracking shows loading first, then the status read for the order', async () => {
    const { time, gateway, live, states } = follow(sent);
    expect(states).toEqual([{ kind: 'loading' }]);
    await time.advanceBy(0);
    expect(states).toEqual([{ kind: 'loading' }, tracking(sent, false)]);
    expect(gateway.tracked).toEqual([{ restaurantId: 'resto-1', orderNumber: '1234' }]);
    expect(live.watched).toEqual([{ restaurantId: 'resto-1', orderNumber: '1234' }]);
  });

  it('checkout 4: the tracked state carries the progress of the steps for the order type', async () => {
    const { time, states } = follow(validated);
    await time.advanceBy(0);
    const last = states.at(-1);
    expect(last?.kind === 'tracking' && last.progress.steps.map((s) => s.state)).toEqual(['done', 'current', 'pending']);
    expect(last?.kind === 'tracking' && last.progress.orderType).toBe(OrderTypeId.takeAway);
  });

  it('checkout 4, 7: a live event for this order refetches the status and replaces it', async () => {
    const { time, gateway, live, states } = follow(sent, validated);
    live.events.next({ kind: 'connection', connected: true });
    await time.advanceBy(0);
    live.events.next({ kind: 'order_changed', orderNumber: '1234', type: 'status' });
    await time.advanceBy(0);
    expect(gateway.tracked).toHaveLength(2);
    expect(states.at(-1)).toEqual(tracking(validated, true));
  });

  it("checkout 7: another order's live event is ignored", async () => {
    const { time, gateway, live, states } = follow(sent, validated);
    live.events.next({ kind: 'connection', connected: true });
    await time.advanceBy(0);
    live.events.next({ kind: 'order_changed', orderNumber: '9999', type: 'status' });
    await time.advanceBy(60_000);
    expect(gateway.tracked).toHaveLength(1);
    expect(states).toEqual([{ kind: 'loading' }, tracking(sent, true)]);
  });

  it('checkout 7: after a reconnection (resync) the status is refetched, as events may have been missed', async () => {
    const { time, gateway, live, states } = follow(sent, ready);
    live.events.next({ kind: 'connection', connected: true });
    await time.advanceBy(0);
    live.events.next({ kind: 'resync' });
    await time.advanceBy(0);
    expect(gateway.tracked).toHaveLength(2);
    expect(states.at(-1)).toEqual(tracking(ready, true));
  });

  it('checkout 7: a connection made before the first status arrives shows as live with it', async () => {
    const { time, live, states } = follow(sent);
    live.events.next({ kind: 'connection', connected: true });
    await time.advanceBy(0);
    expect(states).toEqual([{ kind: 'loading' }, tracking(sent, true)]);
  });

  it('issue 5.8: the page counts as live only once a status was read with the channel connected', async () => {
    const { time, live, states } = follow(sent, validated);
    await time.advanceBy(0);
    live.events.next({ kind: 'connection', connected: true });
    // Connected, but the status shown was read before: changes made meanwhile were not told.
    expect(states.at(-1)).toEqual(tracking(sent, false));
    live.events.next({ kind: 'resync' });
    await time.advanceBy(0);
    expect(states.at(-1)).toEqual(tracking(validated, true));
  });

  it('checkout 8: an unknown order is the failed state, and is not asked again', async () => {
    const { time, gateway, states } = follow(new GatewayError('not_found', 'order 1234 not found'));
    await time.advanceBy(5 * 60_000);
    expect(states).toEqual([{ kind: 'loading' }, { kind: 'failed', failure: { kind: 'not_found', message: 'order 1234 not found' } }]);
    expect(gateway.tracked).toHaveLength(1);
  });

  it('checkout 8: a request the platform refuses (400) is the failed state, and is not sent again', async () => {
    const { time, gateway, states } = follow(new GatewayError('bad_request', 'the order number is malformed'));
    await time.advanceBy(5 * 60_000);
    expect(states.at(-1)).toEqual({ kind: 'failed', failure: { kind: 'bad_request', message: 'the order number is malformed' } });
    expect(gateway.tracked).toHaveLength(1);
  });

  it("checkout 8: ORDER_UNAVAILABLE is asked once: the live channel's connection and resync ask nothing more, and it is closed", async () => {
    const unavailable = new GatewayError('bad_request', 'a group order', undefined, { code: 'ORDER_UNAVAILABLE' });
    const { time, gateway, live, states } = follow(unavailable, sent);
    await time.advanceBy(0);
    // The socket adapter identifies, then asks for a resync, on every connection (socket-live-updates.ts).
    live.events.next({ kind: 'connection', connected: true });
    live.events.next({ kind: 'resync' });
    await time.advanceBy(5 * 60_000);
    expect(gateway.tracked).toHaveLength(1);
    expect(states.at(-1)).toEqual({ kind: 'failed', failure: { kind: 'bad_request', message: 'a group order', code: 'ORDER_UNAVAILABLE' } });
    expect(live.isWatched).toBe(false);
  });

  it('checkout 8: an unknown order closes the live channel: a reconnection asks nothing more', async () => {
    const { time, gateway, live } = follow(new GatewayError('not_found', 'order 1234 not found'), sent);
    await time.advanceBy(0);
    live.events.next({ kind: 'connection', connected: false });
    live.events.next({ kind: 'resync' });
    await time.advanceBy(60_000);
    expect(gateway.tracked).toHaveLength(1);
    expect(live.isWatched).toBe(false);
  });

  it('checkout 8: a first fetch that fails is the failed state, which recovers by itself once an answer comes', async () => {
    const { time, live, states } = follow(new GatewayError('network', 'offline'), sent);
    live.events.next({ kind: 'connection', connected: true });
    await time.advanceBy(0);
    expect(states.at(-1)).toEqual({ kind: 'failed', failure: { kind: 'network', message: 'offline' } });
    await time.advanceBy(STATUS_POLLING.firstDelayMs);
    expect(states.at(-1)).toEqual(tracking(sent, true));
  });

  it('checkout 7: leaving the tracking closes the live channel', async () => {
    const { time, live } = follow(sent);
    await time.advanceBy(0);
    expect(live.isWatched).toBe(true);
    subscription?.unsubscribe();
    expect(live.isWatched).toBe(false);
  });
});

describe('TrackOrder: live updates that never lie (issue 5, point 8)', () => {
  it('the polls while the channel is down back off 1 s, 2 s, then every 3 s, never slower', () => {
    expect([1, 2, 3, 4, 5, 50].map((attempt) => pollDelayMs(attempt))).toEqual([1_000, 2_000, 3_000, 3_000, 3_000, 3_000]);
  });

  it('while the live channel is down the status is polled, backing off, and the page says it is reconnecting', async () => {
    const t = followThroughNetwork();
    t.connect();
    await t.time.advanceBy(60_000);
    expect(t.last()).toEqual(tracking(sent, true));
    const droppedAt = t.time.now;
    t.disconnect();
    expect(t.last()).toEqual(tracking(sent, false, true));
    t.platform.setNetwork('down');
    await t.time.advanceBy(10 * 60_000);
    const polls = t.platform.requestsSince(droppedAt);
    // At once (the status may have changed while the loss went unnoticed), then 1 s, 2 s, then every 3 s.
    expect(gaps(polls).slice(0, 4)).toEqual([1_000, 2_000, 3_000, 3_000]);
    expect(Math.max(...gaps(polls))).toBe(3_000);
    expect(polls).toHaveLength(1 + 1 + 1 + Math.floor((10 * 60_000 - 3_000) / 3_000));
    expect(t.last()).toEqual(tracking(sent, false, true));
  });

  it('a status polled while the channel is down replaces the one shown, still saying it is reconnecting', async () => {
    const t = followThroughNetwork();
    t.connect();
    await t.time.advanceBy(0);
    t.platform.becomes(validated);
    t.disconnect();
    await t.time.advanceBy(0);
    expect(t.last()).toEqual(tracking(validated, false, true));
    t.platform.becomes(ready);
    await t.time.advanceBy(1_000);
    expect(t.last()).toEqual(tracking(ready, false, true));
  });

  it('once the network returns the current status shows within the poll cap, even before the channel is back', async () => {
    const t = followThroughNetwork();
    t.connect();
    await t.time.advanceBy(0);
    t.disconnect();
    t.platform.setNetwork('down');
    await t.time.advanceBy(5 * 60_000);
    t.platform.becomes(validated);
    t.platform.setNetwork('up');
    await t.time.advanceBy(STATUS_POLLING.maxDelayMs);
    expect(t.last()).toEqual(tracking(validated, false, true));
  });

  it('a request left hanging by a silent network is answered when it returns, with the status of then', async () => {
    const t = followThroughNetwork();
    t.connect();
    await t.time.advanceBy(0);
    t.platform.setNetwork('silent');
    t.disconnect();
    await t.time.advanceBy(60_000);
    expect(t.last()).toEqual(tracking(sent, false, true));
    t.platform.becomes(ready);
    t.platform.setNetwork('up');
    await t.time.advanceBy(0);
    expect(t.last()).toEqual(tracking(ready, false, true));
  });

  it('polls overlap when one hangs, and an answer older than the one shown is ignored', async () => {
    const time = new VirtualTime();
    const answers: ((status: TrackStatus) => void)[] = [];
    const gateway: OrderGateway = {
      place: () => Promise.reject(new Error('this test only tracks')),
      findAttempt: () => Promise.reject(new Error('this test only tracks')),
      track: () => new Promise<TrackStatus>((resolve) => answers.push(resolve)),
    };
    const live = new SubjectLiveUpdates();
    const states: TrackingState[] = [];
    subscription = new TrackOrder(new GetOrderStatus(gateway), live, time.scheduler)
      .execute({ restaurantId: 'resto-1', orderNumber: '1234' })
      .subscribe((state) => states.push(state));
    live.events.next({ kind: 'connection', connected: false });
    await time.advanceBy(STATUS_POLLING.firstDelayMs);
    // The first fetch, the fetch at once when the channel is lost, and the poll a second later: each
    // sent while the ones before still hang.
    expect(answers).toHaveLength(3);
    answers[2]!(validated);
    await time.advanceBy(0);
    expect(states.at(-1)).toEqual(tracking(validated, false, true));
    answers[1]!(sent);
    answers[0]!(sent);
    await time.advanceBy(0);
    expect(states.at(-1)).toEqual(tracking(validated, false, true));
    expect(states.filter((state) => state.kind === 'tracking').map((state) => state.kind === 'tracking' && state.status)).toEqual([validated]);
  });

  it('once the channel is back and a status read, polling stops: the channel tells the changes again', async () => {
    const t = followThroughNetwork();
    t.connect();
    await t.time.advanceBy(0);
    t.disconnect();
    t.platform.setNetwork('down');
    await t.time.advanceBy(30_500);
    t.platform.setNetwork('up');
    t.platform.becomes(validated);
    const backAt = t.time.now;
    t.connect();
    await t.time.advanceBy(10 * 60_000);
    // The resync on reconnection, and nothing after: no poll while live.
    expect(t.platform.requestsSince(backAt)).toEqual([backAt]);
    expect(t.last()).toEqual(tracking(validated, true));
  });

  it('a failed refetch keeps the last status with the reconnecting notice, and retries by itself', async () => {
    const t = followThroughNetwork();
    t.connect();
    await t.time.advanceBy(0);
    t.platform.becomes(validated);
    t.platform.setNetwork('down');
    t.live.events.next({ kind: 'order_changed', orderNumber: '1234', type: 'order_status' });
    await t.time.advanceBy(0);
    // The socket still says connected, but what is shown may be behind: not live, and no error screen.
    expect(t.last()).toEqual(tracking(sent, false, true));
    t.platform.setNetwork('up');
    await t.time.advanceBy(STATUS_POLLING.firstDelayMs);
    expect(t.last()).toEqual(tracking(validated, true));
    const recoveredAt = t.time.now;
    await t.time.advanceBy(5 * 60_000);
    expect(t.platform.requestsSince(recoveredAt + 1)).toEqual([]);
  });

  it('a finished order is not polled when the channel drops: nothing more will happen to it', async () => {
    const t = followThroughNetwork(ready);
    t.connect();
    await t.time.advanceBy(60_000);
    const droppedAt = t.time.now;
    t.disconnect();
    await t.time.advanceBy(5 * 60_000);
    expect(t.platform.requestsSince(droppedAt)).toHaveLength(1);
  });

  it('an order found unknown after it was shown is the failed state (not found), and polling stops', async () => {
    const time = new VirtualTime();
    const gateway = new RecordingOrderGateway().answerTrackWith(sent, new GatewayError('not_found', 'order 1234 not found'));
    const live = new SubjectLiveUpdates();
    const states: TrackingState[] = [];
    subscription = new TrackOrder(new GetOrderStatus(gateway), live, time.scheduler)
      .execute({ restaurantId: 'resto-1', orderNumber: '1234' })
      .subscribe((state) => states.push(state));
    live.events.next({ kind: 'connection', connected: true });
    await time.advanceBy(0);
    live.events.next({ kind: 'connection', connected: false });
    await time.advanceBy(5 * 60_000);
    expect(states.at(-1)).toEqual({ kind: 'failed', failure: { kind: 'not_found', message: 'order 1234 not found' } });
    expect(gateway.tracked).toHaveLength(2);
  });

  it('leaving the page stops polling', async () => {
    const t = followThroughNetwork();
    t.connect();
    await t.time.advanceBy(0);
    t.disconnect();
    t.platform.setNetwork('down');
    await t.time.advanceBy(10_000);
    subscription?.unsubscribe();
    const leftAt = t.time.now;
    await t.time.advanceBy(5 * 60_000);
    expect(t.platform.requestsSince(leftAt + 1)).toEqual([]);
    expect(t.time.scheduler.actions).toEqual([]);
  });
});
