import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { trackingProgress } from '../../../../core/domain/tracking/track-status';
import type { TrackingState } from '../../../../core/use-cases/order/track-order';
import { OnSiteWaitingViewModel } from '../../../../ui/confirmation/on-site-waiting-view-model';
import { aTrackStatus, stepsDone } from '../../core/fixtures/track-status-builders';

function waitingPage() {
  const states = new Subject<TrackingState>();
  const navigations: string[] = [];
  const page = new OnSiteWaitingViewModel('le-comptoir', 'ORDER123', {
    trackOrder: async () => ({ execute: () => states.asObservable() }),
    navigate: (to) => void navigations.push(to),
  });
  return { page, states, navigations };
}

const tracking = (done: readonly ('sent' | 'validated' | 'ready')[], reconnecting = false): TrackingState => {
  const status = aTrackStatus({ order_number: 'ORDER123', steps: stepsDone(['sent', 'validated', 'ready'], done) });
  return { kind: 'tracking', status, progress: trackingProgress(status), live: !reconnecting, reconnecting };
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('OnSiteWaitingViewModel (checkout 2: the on-site order waiting page)', () => {
  it('stays while the order is prepared, then hands over to the tracking page once it is ready', async () => {
    const { page, states, navigations } = waitingPage();
    const stop = page.start();
    await settled();
    states.next(tracking(['sent']));
    states.next(tracking(['sent', 'validated'], true));
    expect(page.reconnecting).toBe(true);
    expect(navigations).toEqual([]);
    states.next(tracking(['sent', 'validated', 'ready']));
    expect(navigations).toEqual(['/le-comptoir/trackOrder?orderId=ORDER123']);
    // It stopped following: a later status does not navigate again.
    states.next(tracking(['sent', 'validated', 'ready']));
    expect(navigations).toHaveLength(1);
    stop();
  });

  it('hands over to the tracking page when the order cannot be read (the tracking page says why)', async () => {
    const { page, states, navigations } = waitingPage();
    page.start();
    await settled();
    states.next({ kind: 'failed', failure: { kind: 'not_found', message: 'no such order' } });
    expect(navigations).toEqual(['/le-comptoir/trackOrder?orderId=ORDER123']);
  });

  it('does nothing once the page is left', async () => {
    const { page, states, navigations } = waitingPage();
    const stop = page.start();
    await settled();
    stop();
    states.next(tracking(['sent', 'validated', 'ready']));
    expect(navigations).toEqual([]);
  });
});
