import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { SIMULATOR_ADMIN } from '../../../../config/node-container';
import type { SimulatorAdmin } from '../../../../config/node-container';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { RestaurantSettings } from '../../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../../core/domain/tracking/track-status';
import { fail, ok } from '../../../../core/domain/result';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { GetOrderStatus } from '../../../../core/use-cases/order/get-order-status';
import type { PlaceOrder } from '../../../../core/use-cases/order/place-order';
import { TrackOrder } from '../../../../core/use-cases/order/track-order';
import type { TrackingDeps } from '../../../../ui/tracking/tracking-view-model';
import { TrackingViewModel } from '../../../../ui/tracking/tracking-view-model';
import { SubjectLiveUpdates } from '../../core/fixtures/subject-live-updates';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';
import { EMPTY_DELIVERY_ADDRESS } from '../../../../core/domain/order-type/delivery-address';
import { aTrackStatus } from '../../core/fixtures/track-status-builders';

/** Places a take-away espresso at le-comptoir over the in-process simulator; returns its number. */
async function placeOrder(session: DemoSession): Promise<string> {
  const added = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
    restaurantId: session.settings.id,
    catalogue: session.catalogue,
    settings: session.settings,
    productId: 2201,
    selection: [],
    quantity: 1,
  });
  if (!added.ok) throw new Error(added.error);
  const placed = await (await session.container.getAsync<PlaceOrder>(USE_CASES.placeOrder)).execute({
    settings: session.settings,
    form: {
      fullName: 'Alice Martin',
      firstName: '',
      lastName: '',
      phone: '0612345678',
      email: '',
      roomNumber: '',
      tableNumber: '',
      deliveryAddress: EMPTY_DELIVERY_ADDRESS,
      timeSlot: null,
      orderTypeId: 3,
      payment: { mode: 'ONSPOT', providerId: 1, paymentTypeId: 1 },
      cgvAccepted: true,
      comment: '',
      optInPromotions: false,
    },
    returnUrls: { success: '', cancel: '' },
  });
  if (!placed.ok) throw new Error(placed.error.kind);
  return placed.value.orderNumber;
}

function realDeps(session: DemoSession): TrackingDeps {
  return { trackOrder: () => session.container.getAsync<TrackOrder>(USE_CASES.trackOrder) };
}

const steps = (tracking: TrackingViewModel) => tracking.progress?.steps.map((step) => step.state);

describe('TrackingViewModel (checkout 2 and 4: following an order)', () => {
  it('starts loading, then shows the steps of a take-away order with the first one current', async () => {
    const session = await demoSession();
    const orderNumber = await placeOrder(session);
    const tracking = new TrackingViewModel(session.settings, orderNumber, null, realDeps(session));
    expect(tracking.isLoading).toBe(true);
    tracking.start();
    await when(() => tracking.progress !== null);
    expect(tracking.isLoading).toBe(false);
    expect(tracking.progress?.steps.map((step) => step.labelKey)).toEqual(['order_status_sent', 'order_status_validated', 'order_status_ready_take_away']);
    expect(steps(tracking)).toEqual(['current', 'pending', 'pending']);
    tracking.stop();
  });

  it('checkout 2: the number shown carries the prefix when display order numbers are used', async () => {
    const session = await demoSession();
    const orderNumber = await placeOrder(session);
    const tracking = new TrackingViewModel(session.settings, orderNumber, null, realDeps(session));
    tracking.start();
    await when(() => tracking.progress !== null);
    expect(tracking.shownNumber).toBe('CH-001');
    tracking.stop();
  });

  it('issue 5 point 5: shows the total the platform priced (one espresso, 2.20 €)', async () => {
    const session = await demoSession();
    const orderNumber = await placeOrder(session);
    const tracking = new TrackingViewModel(session.settings, orderNumber, null, realDeps(session));
    tracking.start();
    await when(() => tracking.progress !== null);
    expect(tracking.totalPrice).toBe(220);
    tracking.stop();
  });

  it('checkout 4: the steps change live, without a reload, when the restaurant moves the order on', async () => {
    const session = await demoSession();
    const orderNumber = await placeOrder(session);
    const tracking = new TrackingViewModel(session.settings, orderNumber, null, realDeps(session));
    tracking.start();
    await when(() => tracking.progress !== null);
    expect(tracking.liveIndicator).toBe('live');

    await session.container.get<SimulatorAdmin>(SIMULATOR_ADMIN).advance(orderNumber);
    await when(() => steps(tracking)?.[1] === 'current');
    expect(steps(tracking)).toEqual(['done', 'current', 'pending']);
    tracking.stop();
  });

  it('checkout 4: a canceled order shows your_order_has_been_canceled', async () => {
    const session = await demoSession();
    const orderNumber = await placeOrder(session);
    const tracking = new TrackingViewModel(session.settings, orderNumber, null, realDeps(session));
    tracking.start();
    await when(() => tracking.progress !== null);
    await session.container.get<SimulatorAdmin>(SIMULATOR_ADMIN).cancel(orderNumber);
    await when(() => tracking.statusErrorKey !== null);
    expect(tracking.statusErrorKey).toBe('your_order_has_been_canceled');
    expect(tracking.liveIndicator).toBeNull();
    tracking.stop();
  });

  it('checkout 8: an unknown order is "this command does not exist", with nothing to retry', async () => {
    const session = await demoSession();
    const tracking = new TrackingViewModel(session.settings, '999999', null, realDeps(session));
    tracking.start();
    await when(() => tracking.loadFailureKey !== null);
    expect(tracking.loadFailureKey).toBe('this_command_does_not_exist');
    expect(tracking.canRetry).toBe(false);
    tracking.stop();
  });

  it('checkout 8: the type of a refused order is shown with its text, without an order to follow', async () => {
    const session = await demoSession();
    const tracking = new TrackingViewModel(session.settings, null, 'product_integrity', realDeps(session));
    tracking.start();
    expect(tracking.refusalKey).toBe('order_product_integrity_problem');
    expect(tracking.isLoading).toBe(false);
    tracking.stop();
  });
});

describe('TrackingViewModel: the live channel', () => {
  const settings = { id: 'le-comptoir', useDisplayOrderNumber: false, prefix: '' } as RestaurantSettings;
  const status: TrackStatus = aTrackStatus({ order_number: '42', customer: { name: 'Alice' } });

  function withSubjectLive(getOrderStatus: Pick<GetOrderStatus, 'execute'> = { execute: async () => ok(status) }) {
    const live = new SubjectLiveUpdates();
    const trackOrder = new TrackOrder(getOrderStatus as GetOrderStatus, live);
    const tracking = new TrackingViewModel(settings, '42', null, { trackOrder: async () => trackOrder });
    return { live, tracking };
  }

  /** The live channel connects and asks for a resync, as the socket adapter does. */
  const connect = (live: SubjectLiveUpdates) => {
    live.events.next({ kind: 'connection', connected: true });
    live.events.next({ kind: 'resync' });
  };

  it('says it is connecting until the live channel first connects and the status is read again', async () => {
    const { live, tracking } = withSubjectLive();
    tracking.start();
    await when(() => tracking.progress !== null);
    expect(tracking.liveIndicator).toBe('connecting');
    connect(live);
    await when(() => tracking.liveIndicator === 'live');
    tracking.stop();
  });

  it('issue 5.8: says it is reconnecting when the live channel is lost, and live again once it is back', async () => {
    const { live, tracking } = withSubjectLive();
    tracking.start();
    await when(() => tracking.progress !== null);
    connect(live);
    await when(() => tracking.liveIndicator === 'live');
    live.events.next({ kind: 'connection', connected: false });
    expect(tracking.liveIndicator).toBe('reconnecting');
    connect(live);
    await when(() => tracking.liveIndicator === 'live');
    tracking.stop();
  });

  it('issue 5.8: a failed refetch keeps the status on screen, says it is reconnecting, and recovers by itself', async () => {
    let failing = false;
    const { live, tracking } = withSubjectLive({
      execute: async () => (failing ? fail({ kind: 'network', message: 'offline' }) : ok(status)),
    });
    tracking.start();
    await when(() => tracking.progress !== null);
    connect(live);
    await when(() => tracking.liveIndicator === 'live');
    failing = true;
    live.events.next({ kind: 'order_changed', orderNumber: '42', type: 'order_status' });
    await when(() => tracking.liveIndicator === 'reconnecting');
    expect(tracking.progress).not.toBeNull();
    expect(tracking.loadFailureKey).toBeNull();
    failing = false;
    // TrackOrder polls again after STATUS_POLLING.firstDelayMs (1 s), with no retry pressed.
    await when(() => tracking.liveIndicator === 'live', { timeout: 3_000 });
    tracking.stop();
  });

  it('leaving the page unsubscribes, which closes the live channel', async () => {
    const { live, tracking } = withSubjectLive();
    const stop = tracking.start();
    await when(() => tracking.progress !== null);
    expect(live.isWatched).toBe(true);
    stop();
    expect(live.isWatched).toBe(false);
  });

  it('a page left before the tracking chunk arrived never opens the live channel', async () => {
    const { live, tracking } = withSubjectLive();
    const stop = tracking.start();
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(live.watched).toEqual([]);
  });

  it('a failed fetch can be retried (an error has occurred, retry)', async () => {
    let calls = 0;
    const { tracking } = withSubjectLive({
      execute: async () => (++calls === 1 ? fail({ kind: 'network', message: 'offline' }) : ok(status)),
    });
    tracking.start();
    await when(() => tracking.loadFailureKey !== null);
    expect(tracking.loadFailureKey).toBe('an_error_has_occurred');
    expect(tracking.canRetry).toBe(true);
    tracking.retry();
    await when(() => tracking.progress !== null);
    expect(tracking.loadFailureKey).toBeNull();
    tracking.stop();
  });
});
