import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { RestaurantSettings } from '../../../../core/domain/restaurant/restaurant-settings';
import { fail } from '../../../../core/domain/result';
import type { GetOrderStatus } from '../../../../core/use-cases/order/get-order-status';
import type { LoadFailure } from '../../../../core/use-cases/load-failure';
import { TrackOrder } from '../../../../core/use-cases/order/track-order';
import type { Timers } from '../../../../ui/notifications/notification-center';
import { TrackingViewModel } from '../../../../ui/tracking/tracking-view-model';
import { SubjectLiveUpdates } from '../../core/fixtures/subject-live-updates';

const settings = { id: 'les-halles-crepes', useDisplayOrderNumber: false, prefix: '' } as RestaurantSettings;

/** Timers that never fire on their own: the test sees whether a retry was set. */
function heldTimers(): Timers & { readonly pending: Set<unknown> } {
  const pending = new Set<unknown>();
  let next = 0;
  return {
    pending,
    setTimeout: () => {
      next += 1;
      pending.add(next);
      return next;
    },
    clearTimeout: (handle) => pending.delete(handle),
  };
}

function trackedFailing(failure: LoadFailure) {
  const getOrderStatus = { execute: async () => fail(failure) } as unknown as GetOrderStatus;
  const timers = heldTimers();
  const tracking = new TrackingViewModel(settings, 'G7K2M9P4Q1R3', null, { trackOrder: async () => new TrackOrder(getOrderStatus, new SubjectLiveUpdates()), timers });
  return { tracking, timers };
}

describe('TrackingViewModel: the platform cannot give the order (checkout 8, server error ORDER_UNAVAILABLE)', () => {
  it("checkout 8: ORDER_UNAVAILABLE shows 'order unavailable' under the title 'cant reach order', with no retry", async () => {
    const { tracking, timers } = trackedFailing({ kind: 'bad_request', message: 'a group order', code: 'ORDER_UNAVAILABLE' });
    tracking.start();
    await when(() => tracking.loadFailureKey !== null);
    expect(tracking.loadFailureKey).toBe('cant_reach_order');
    expect(tracking.loadFailureMessageKey).toBe('order_unavailable');
    // Asking again cannot change what the platform holds: the way out is the button back to the menu.
    expect(tracking.canRetry).toBe(false);
    expect(timers.pending.size).toBe(0);
    tracking.stop();
  });

  it("checkout 8: any other failure keeps the default title 'an error has occurred' and no message", async () => {
    const { tracking } = trackedFailing({ kind: 'server', message: 'busy' });
    tracking.start();
    await when(() => tracking.loadFailureKey !== null);
    expect(tracking.loadFailureKey).toBe('an_error_has_occurred');
    expect(tracking.loadFailureMessageKey).toBeNull();
    tracking.stop();
  });
});
