import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { RestaurantSettings } from '../../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../../core/domain/tracking/track-status';
import { fail, ok } from '../../../../core/domain/result';
import type { GetOrderStatus } from '../../../../core/use-cases/order/get-order-status';
import { TrackOrder } from '../../../../core/use-cases/order/track-order';
import type { Timers } from '../../../../ui/notifications/notification-center';
import { TrackingViewModel } from '../../../../ui/tracking/tracking-view-model';
import { SubjectLiveUpdates } from '../../core/fixtures/subject-live-updates';
import { aTrackStatus } from '../../core/fixtures/track-status-builders';

/** Timers run by hand: the test says when the next one fires and checks how long it was set for. */
class ManualTimers implements Timers {
  readonly pending = new Map<number, { callback: () => void; ms: number }>();
  private next = 0;
  setTimeout(callback: () => void, ms: number): unknown {
    this.pending.set(++this.next, { callback, ms });
    return this.next;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  fireNext(): number {
    const [handle, timer] = [...this.pending.entries()][0] ?? [];
    if (handle === undefined || !timer) throw new Error('no timer pending');
    this.pending.delete(handle);
    timer.callback();
    return timer.ms;
  }
}

const settings = { id: 'le-comptoir', useDisplayOrderNumber: false, prefix: '' } as RestaurantSettings;
const status: TrackStatus = aTrackStatus({ order_number: '42', customer: { name: 'Alice' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function tracked(answer: (call: number) => Awaited<ReturnType<GetOrderStatus['execute']>>) {
  let calls = 0;
  const getOrderStatus = { execute: async () => answer(++calls) } as unknown as GetOrderStatus;
  const trackOrder = new TrackOrder(getOrderStatus, new SubjectLiveUpdates());
  const timers = new ManualTimers();
  const tracking = new TrackingViewModel(settings, '42', null, { trackOrder: async () => trackOrder, timers });
  return { tracking, timers, calls: () => calls };
}

describe('TrackingViewModel: a failed track fetch (checkout 4 and 9: asked again every 5 s for 60 s)', () => {
  it('checkout 4: a failed fetch is asked again every 5 seconds, 12 times (60 s), then the page stops and offers to retry', async () => {
    const { tracking, timers, calls } = tracked(() => fail({ kind: 'network', message: 'offline' }));
    tracking.start();
    await when(() => tracking.loadFailureKey !== null);
    // checkout 8: the failure shows at once, while the page tries again by itself.
    expect(tracking.loadFailureKey).toBe('an_error_has_occurred');
    expect(tracking.retryingByItself).toBe(true);
    for (let retry = 1; retry <= 12; retry++) {
      expect(timers.fireNext()).toBe(5_000);
      await vi.waitFor(() => expect(calls()).toBe(retry + 1));
      await settle();
    }
    expect(timers.pending.size).toBe(0);
    expect(tracking.retryingByItself).toBe(false);
    expect(tracking.canRetry).toBe(true);
    expect(calls()).toBe(13);
    tracking.stop();
  });

  it('checkout 4: a retry that reads the status shows the order and stops retrying', async () => {
    const { tracking, timers, calls } = tracked((call) => (call < 3 ? fail({ kind: 'server', message: 'busy' }) : ok(status)));
    tracking.start();
    await when(() => tracking.loadFailureKey !== null);
    timers.fireNext();
    await vi.waitFor(() => expect(calls()).toBe(2));
    await settle();
    timers.fireNext();
    await when(() => tracking.progress !== null);
    expect(tracking.loadFailureKey).toBeNull();
    expect(tracking.retryingByItself).toBe(false);
    tracking.stop();
    expect(timers.pending.size).toBe(0);
  });

  it('checkout 8: an unknown order is not asked again', async () => {
    const { tracking, timers } = tracked(() => fail({ kind: 'not_found', message: 'no such order' }));
    tracking.start();
    await when(() => tracking.loadFailureKey !== null);
    expect(timers.pending.size).toBe(0);
    expect(tracking.retryingByItself).toBe(false);
    tracking.stop();
  });

  it('leaving the page drops the pending retry', async () => {
    const { tracking, timers } = tracked(() => fail({ kind: 'network', message: 'offline' }));
    tracking.start();
    await when(() => tracking.retryingByItself);
    tracking.stop();
    expect(timers.pending.size).toBe(0);
  });
});
