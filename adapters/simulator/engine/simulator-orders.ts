import { displayPrefixOf } from '../../../core/domain/group/group-order-tracking';
import type { GroupOrderStatus } from '../../../core/domain/group/group-order-tracking';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import { trackingStepsFor } from '../../../core/domain/tracking/track-status';
import { ORDER_UNAVAILABLE } from '../../../core/domain/tracking/tracking-failure';
import type { Clock } from '../../../core/ports/clock';
import type { OrderEvent, OrderQuery, OrderStatusName, SimulatorStore, StoredOrder } from '../store/simulator-store';
import type { OrderDiscountsAnswer } from '../../platform-api/order-discounts-api';
import { amountToPay, discountsAnswerOf } from '../store/order-debits';
import { OnlineOrderPayments } from './online-order-payments';
import type { OrderNumberSource } from './order-numbers';
import { resolveOrderReference } from './order-reference';
import { unitsGivenBack } from './order-stock';
import type { OrderToPlace, PlaceOrderAnswer, PlaceOrderRequest, PlacedTogether } from './order-taking';
import { OrderTaking } from './order-taking';
import type { SimulatorCatalogue } from './simulator-catalogue';
import { SimulatorError } from './simulator-error';
import type { StagedOrderOutcome } from './staged-order-outcome';
import type { TableBills } from './table-bills';
import { MIN_PREPARATION_MINUTES, trackStatusOf } from './track-status-of';
import { expectedTimeOf } from './expected-time-of';

export type { OrderToPlace, PlaceOrderAnswer, PlaceOrderOutcome, PlaceOrderRequest, PlacedTogether } from './order-taking';
/** How often the automatic advance looks for orders to move. */
const AUTO_ADVANCE_TICK_MS = 1_000;

/** checkout 3: socket event restaurantToken, orderNumber, type. */
export interface OrderChange {
  readonly restaurantToken: RestaurantId;
  readonly orderNumber: string;
  readonly type: 'order_status';
}

/** An order as support exports it: enough to replay it (`ordering order replay`). */
export interface ExportedOrder {
  readonly order_number: string;
  readonly display_order_number: string;
  readonly restaurant_id: RestaurantId;
  readonly placed_at: string;
  readonly status: OrderStatusName;
  readonly total: number;
  readonly idempotency_key: string | null;
  readonly history: readonly OrderEvent[];
  readonly payload: StoredOrder['payload'];
}

export interface OrdersSetup {
  readonly store: SimulatorStore;
  readonly clock: Clock;
  readonly catalogue: SimulatorCatalogue;
  readonly orderNumbers: OrderNumberSource;
  /** checkout 7, pay-the-table: an order on place paid on the spot goes on its table's bill. */
  readonly tableBills: TableBills;
  /** The customer signed in with a session at an establishment, if any (accounts). */
  readonly sessionUser: (restaurantId: RestaurantId, accessToken: string | undefined) => string | null;
}

/**
 * The orders the simulated platform takes (checkout 7) and moves (the restaurant's side): the intake that
 * checks and prices each one again, with idempotency keys and group orders (order-taking.ts), their status
 * and who listens to it, and the online payments they wait for (online-order-payments.ts).
 */
export class SimulatorOrders {
  private readonly store: SimulatorStore;
  private readonly catalogue: SimulatorCatalogue;
  private readonly listeners = new Set<(change: OrderChange) => void>();
  private autoAdvanceTimer: ReturnType<typeof setInterval> | null = null;
  /** checkout 4: the sandbox payment provider of online orders, and what their orders do meanwhile. */
  readonly payments: OnlineOrderPayments;
  private readonly taking: OrderTaking;

  constructor(private readonly setup: OrdersSetup) {
    this.store = setup.store;
    this.catalogue = setup.catalogue;
    this.payments = new OnlineOrderPayments(this.store, setup.clock, {
      move: (order, stepIndex, canceled) => void this.changeStatus(order, stepIndex, canceled),
      notify: (order) => this.notify(order),
      giveStockBack: (order) => this.catalogue.takeStock(order.restaurantId, unitsGivenBack(order.priced)),
    });
    this.taking = new OrderTaking({ ...setup, payments: this.payments });
    // Issue 20.4: a busy kitchen moves the expected time of its open orders; their tracking rooms are told.
    this.catalogue.onBusyChanged((restaurantId) => this.notifyOpenOrders(restaurantId));
  }

  /** Staged outcomes forgotten (the store's orders are deleted by the engine). */
  reset(): void {
    this.taking.reset();
  }

  /** checkout 7: POST {restaurantId}/order/ (order-taking.ts). */
  place(restaurantId: RestaurantId, body: unknown, request: PlaceOrderRequest = {}): PlaceOrderAnswer {
    return this.taking.place(restaurantId, body, request);
  }

  /** Issue 17: several orders sharing one commit, each answered once it is committed (order-taking.ts). */
  placeTogether(orders: readonly OrderToPlace[]): PlacedTogether[] {
    return this.taking.placeTogether(orders);
  }

  /** checkout 7: POST order/multiRestaurant?restaurant_token={group} (order-taking.ts). */
  placeGroup(groupId: RestaurantId, body: unknown, request: { readonly idempotencyKey?: string } = {}): PlaceOrderAnswer {
    return this.taking.placeGroup(groupId, body, request);
  }

  /** Ours (beside checkout 7): a group order read back, each outlet's part with its track status and display prefix (issue 22.14). */
  trackGroup(groupId: RestaurantId, orderNumber: string): GroupOrderStatus {
    this.catalogue.settings(groupId);
    const record = orderNumber.length <= 40 ? this.store.findGroupOrder(orderNumber) : null;
    if (!record || record.groupId !== groupId) throw new SimulatorError('not_found', `group order ${orderNumber.slice(0, 40)} does not exist for ${groupId}`);
    const parts = record.partOrderNumbers.flatMap((number) => this.store.findOrder(number) ?? []).map((order) => {
      const outlet = this.catalogue.settings(order.restaurantId);
      return { restaurant_token: order.restaurantId, restaurant_name: outlet.restaurant_name, track: this.trackStatus(order), display_prefix: displayPrefixOf(outlet) };
    });
    return { order_number: record.orderNumber, group_id: groupId, parts };
  }

  /**
   * Staging (issue 7, checkout 8): the next order of this restaurant that passes the simulator's own checks
   * is answered with this refusal, or fails as a server would (500); the one after it is taken as usual.
   */
  stageNextOutcome(restaurantId: RestaurantId, staged: StagedOrderOutcome): void {
    this.taking.stageNextOutcome(restaurantId, staged);
  }

  /** checkout 7: GET /order/track/{orderId}?restaurant_token=. */
  track(restaurantId: RestaurantId, orderNumber: string): TrackStatus {
    this.payments.settleDue();
    const order = this.store.findOrder(orderNumber);
    if (!order || order.restaurantId !== restaurantId) {
      if (this.isGroupOrderOf(restaurantId, orderNumber)) {
        throw new SimulatorError('unprocessable', `order ${orderNumber} is a group order: it is tracked through its outlets' orders`, undefined, ORDER_UNAVAILABLE);
      }
      throw new SimulatorError('not_found', `order ${orderNumber} does not exist for ${restaurantId}`);
    }
    return this.trackStatus(order);
  }

  /**
   * checkout 8, ours: ORDER_UNAVAILABLE is answered for a number the platform gave but cannot track as one
   * order, a group order's, asked under the group or one of its outlets (under any other token it is unknown).
   */
  private isGroupOrderOf(restaurantId: RestaurantId, orderNumber: string): boolean {
    const record = orderNumber.length <= 40 ? this.store.findGroupOrder(orderNumber) : null;
    if (!record) return false;
    return record.groupId === restaurantId || record.partOrderNumbers.some((number) => this.store.findOrder(number)?.restaurantId === restaurantId);
  }

  /**
   * Issue 18, ours: the track answer of the platform's route, with the discounts taken off at intake
   * (platform-api/order-discounts-api.ts); `track` stays checkout 3's track status, what clients type.
   */
  trackAnswer(restaurantId: RestaurantId, orderNumber: string): TrackStatus & { readonly discounts: OrderDiscountsAnswer | null } {
    const status = this.track(restaurantId, orderNumber);
    return { ...status, discounts: discountsAnswerOf(this.store.findOrder(orderNumber) ?? {}) };
  }

  /**
   * The order a reference names: its order number, or the display number the customer sees (CH-042,
   * 042 or 42), the latest day's. Support staff type either.
   */
  resolve(reference: string, restaurantId?: RestaurantId): StoredOrder {
    this.payments.settleDue();
    return resolveOrderReference(this.store, (id) => (this.catalogue.has(id) ? this.catalogue.establishment(id).settings : undefined), reference, restaurantId);
  }

  /** Moves an order to its next step (an admin call, not part of the platform's public API). */
  advance(reference: string, restaurantId?: RestaurantId): TrackStatus {
    const order = this.resolve(reference, restaurantId);
    const lastStep = trackingStepsFor(order.payload.order_types_id).length - 1;
    if (order.canceled) throw new SimulatorError('bad_request', `order ${order.orderNumber} is canceled`, 'orderNumber');
    // checkout 4 (issue 22.1): an order paid online is not the kitchen's before it is paid.
    if (order.status === 'awaiting_payment') throw new SimulatorError('bad_request', `order ${order.orderNumber} is waiting for its payment`, 'orderNumber');
    if (order.stepIndex >= lastStep) throw new SimulatorError('bad_request', `order ${order.orderNumber} is already at its last step`, 'orderNumber');
    return this.changeStatus(order, order.stepIndex + 1, false);
  }

  /** The restaurant cancels an order (admin call), so the tracking page can show it. */
  cancel(reference: string, restaurantId?: RestaurantId): TrackStatus {
    const order = this.resolve(reference, restaurantId);
    return this.changeStatus(order, order.stepIndex, true);
  }

  /** Recorded orders of an establishment, oldest first, a page at a time (`ordering orders export`). */
  export(query: OrderQuery): ExportedOrder[] {
    this.catalogue.settings(query.restaurantId);
    this.payments.settleDue();
    return this.store.listOrders(query).map((order) => ({
      order_number: order.orderNumber,
      display_order_number: order.displayNumber,
      restaurant_id: order.restaurantId,
      placed_at: order.placedAt,
      status: order.status,
      total: amountToPay(order),
      idempotency_key: order.idempotencyKey,
      history: this.store.orderEvents(order.orderNumber),
      payload: order.payload,
    }));
  }

  onChanged(listener: (change: OrderChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Advances every order one step once it has stayed `everyMs` at its step. */
  startAutoAdvance(everyMs: number): void {
    this.autoAdvanceTimer = setInterval(() => {
      for (const order of this.store.openOrdersUnchangedSince(this.instantAgo(everyMs))) {
        if (this.catalogue.has(order.restaurantId)) this.advance(order.orderNumber);
      }
    }, Math.min(everyMs, AUTO_ADVANCE_TICK_MS));
    // A timer must not keep a CLI or a test process alive on its own.
    this.autoAdvanceTimer.unref?.();
  }

  /** Stops the automatic advance and forgets the listeners. */
  close(): void {
    if (this.autoAdvanceTimer) clearInterval(this.autoAdvanceTimer);
    this.autoAdvanceTimer = null;
    this.listeners.clear();
  }

  /** A number never given before (order-taking.ts). */
  newOrderNumber(): string {
    return this.taking.newOrderNumber();
  }

  private changeStatus(order: StoredOrder, stepIndex: number, canceled: boolean): TrackStatus {
    const steps = trackingStepsFor(order.payload.order_types_id);
    const status: OrderStatusName = canceled ? 'canceled' : (steps[stepIndex] ?? 'sent');
    // A canceled order no longer counts toward the limits (browsing 5): count again. Issue 18: its code's use,
    // points, pool and e-wallet are given back (once: a second cancel finds nothing left to give).
    if (canceled) {
      this.catalogue.countAgain(order.restaurantId);
      this.store.orderDebits().giveBack(order.orderNumber);
    }
    this.store.updateOrderStatus(order.orderNumber, { stepIndex, canceled, status, finished: canceled || stepIndex >= steps.length - 1, at: this.now() });
    const changed = { ...order, stepIndex, canceled, status };
    this.notify(order);
    return this.trackStatus(changed);
  }

  private notify(order: StoredOrder): void {
    const message: OrderChange = { restaurantToken: order.restaurantId, orderNumber: order.orderNumber, type: 'order_status' };
    for (const listener of this.listeners) listener(message);
  }

  /** Issue 20.4: every order of the establishment still moving hears that its status (its expected time) changed. */
  private notifyOpenOrders(restaurantId: RestaurantId): void {
    for (const order of this.store.openOrdersUnchangedSince(this.instantAgo(-60_000))) if (order.restaurantId === restaurantId) this.notify(order);
  }

  private trackStatus(order: StoredOrder): TrackStatus {
    const dishes = new Set(order.priced.lines.flatMap((line) => line.dishes));
    const preparation = Math.max(0, ...this.catalogue.catalogue(order.restaurantId).products.filter((product) => dishes.has(product.id)).map((product) => product.preparation_time));
    const settings = this.catalogue.settings(order.restaurantId);
    const status = trackStatusOf(order, settings, this.payments.stateOf(order).payment_status, preparation);
    // Issue 20.4: the longest of the dishes' and the establishment's preparation time, and a busy kitchen's minutes on top.
    const busy = this.catalogue.busyMinutes(order.restaurantId);
    const kitchen = Math.max(MIN_PREPARATION_MINUTES, preparation, settings.default_preparation_time - busy) + busy;
    const slotEnd = status.time_slot_id !== null && status.time_slot_id !== undefined ? (status.end_time ?? status.start_time) : null;
    const expected = expectedTimeOf(order, { events: this.store.orderEvents(order.orderNumber), preparationMinutes: kitchen, slotEnd, timezone: settings.timezone });
    return { ...status, expected_time: expected };
  }

  private now(): string {
    return this.setup.clock.now().toUTC().toISO() ?? '';
  }

  private instantAgo(ms: number): string {
    return this.setup.clock.now().toUTC().minus({ milliseconds: ms }).toISO() ?? '';
  }
}
