import { afterEach, describe, expect, it } from 'vitest';
import type { Subscription } from 'rxjs';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { trackingProgress } from '../../../../../core/domain/tracking/track-status';
import type { TrackStatus } from '../../../../../core/domain/tracking/track-status';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { GetOrderStatus } from '../../../../../core/use-cases/order/get-order-status';
import { TrackOrder } from '../../../../../core/use-cases/order/track-order';
import type { TrackingState } from '../../../../../core/use-cases/order/track-order';
import { RecordingOrderGateway } from '../../fixtures/recording-order-gateway';
import { SubjectLiveUpdates } from '../../fixtures/subject-live-updates';
import { aTrackStatus, stepsDone } from '../../fixtures/track-status-builders';

const sent = aTrackStatus({ order_number: '1234' });
const validated = aTrackStatus({ order_number: '1234', steps: stepsDone(['sent', 'validated', 'ready'], ['sent', 'validated']) });
const ready = aTrackStatus({ order_number: '1234', steps: stepsDone(['sent', 'validated', 'ready'], ['sent', 'validated', 'ready']) });

/** Lets the pending fetch promises resolve. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const tracking = (status: TrackStatus, live: boolean): TrackingState => ({ kind: 'tracking', status, progress: trackingProgress(status), live });

let subscription: Subscription | undefined;
afterEach(() => subscription?.unsubscribe());

function follow(...answers: (TrackStatus | Error)[]) {
  const gateway = new RecordingOrderGateway().answerTrackWith(...answers);
  const live = new SubjectLiveUpdates();
  const states: TrackingState[] = [];
  subscription = new TrackOrder(new GetOrderStatus(gateway), live)
    .execute({ restaurantId: 'resto-1', orderNumber: '1234' })
    .subscribe((state) => states.push(state));
  return { gateway, live, states };
}

describe('TrackOrder (checkout 4, 7: live tracking)', () => {
  it('checkout 2: tracking shows loading first, then the status read for the order', async () => {
    const { gateway, live, states } = follow(sent);
    expect(states).toEqual([{ kind: 'loading' }]);
    await settle();
    expect(states).toEqual([{ kind: 'loading' }, tracking(sent, false)]);
    expect(gateway.tracked).toEqual([{ restaurantId: 'resto-1', orderNumber: '1234' }]);
    expect(live.watched).toEqual([{ restaurantId: 'resto-1', orderNumber: '1234' }]);
  });

  it('checkout 4: the tracked state carries the progress of the steps for the order type', async () => {
    const { states } = follow(validated);
    await settle();
    const last = states.at(-1);
    expect(last?.kind === 'tracking' && last.progress.steps.map((s) => s.state)).toEqual(['done', 'current', 'pending']);
    expect(last?.kind === 'tracking' && last.progress.orderType).toBe(OrderTypeId.takeAway);
  });

  it('checkout 4, 7: a live event for this order refetches the status and replaces it', async () => {
    const { gateway, live, states } = follow(sent, validated);
    await settle();
    live.events.next({ kind: 'order_changed', orderNumber: '1234', type: 'status' });
    await settle();
    expect(gateway.tracked).toHaveLength(2);
    expect(states.at(-1)).toEqual(tracking(validated, false));
  });

  it("checkout 7: another order's live event is ignored", async () => {
    const { gateway, live, states } = follow(sent, validated);
    await settle();
    live.events.next({ kind: 'order_changed', orderNumber: '9999', type: 'status' });
    await settle();
    expect(gateway.tracked).toHaveLength(1);
    expect(states).toEqual([{ kind: 'loading' }, tracking(sent, false)]);
  });

  it('checkout 7: after a reconnection (resync) the status is refetched, as events may have been missed', async () => {
    const { gateway, live, states } = follow(sent, ready);
    await settle();
    live.events.next({ kind: 'resync' });
    await settle();
    expect(gateway.tracked).toHaveLength(2);
    expect(states.at(-1)).toEqual(tracking(ready, false));
  });

  it('checkout 7: the live flag follows the connection events', async () => {
    const { gateway, live, states } = follow(sent);
    await settle();
    live.events.next({ kind: 'connection', connected: true });
    expect(states.at(-1)).toEqual(tracking(sent, true));
    live.events.next({ kind: 'connection', connected: false });
    expect(states.at(-1)).toEqual(tracking(sent, false));
    // A connection change alone does not refetch.
    expect(gateway.tracked).toHaveLength(1);
  });

  it('checkout 7: a connection made before the first status arrives shows as live with it', async () => {
    const { live, states } = follow(sent);
    live.events.next({ kind: 'connection', connected: true });
    await settle();
    expect(states).toEqual([{ kind: 'loading' }, tracking(sent, true)]);
  });

  it('checkout 8: a failed track status fetch becomes the failed state', async () => {
    const { states } = follow(new GatewayError('not_found', 'order 1234 not found'));
    await settle();
    expect(states).toEqual([{ kind: 'loading' }, { kind: 'failed', failure: { kind: 'not_found', message: 'order 1234 not found' } }]);
  });

  it('checkout 8: a refetch that fails after a success becomes the failed state', async () => {
    const { live, states } = follow(sent, new GatewayError('network', 'offline'));
    await settle();
    live.events.next({ kind: 'order_changed', orderNumber: '1234', type: 'status' });
    await settle();
    expect(states.at(-1)).toEqual({ kind: 'failed', failure: { kind: 'network', message: 'offline' } });
  });

  it('checkout 7: leaving the tracking closes the live channel', async () => {
    const { live } = follow(sent);
    await settle();
    expect(live.isWatched).toBe(true);
    subscription?.unsubscribe();
    expect(live.isWatched).toBe(false);
  });
});
