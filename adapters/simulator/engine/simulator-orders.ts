import { DateTime } from 'luxon';
import { orderLimitViolation } from '../../../core/domain/basket/basket-limits';
import { displayPrefixOf } from '../../../core/domain/group/group-order-tracking';
import type { GroupOrderStatus } from '../../../core/domain/group/group-order-tracking';
import type { PlacedOrder } from '../../../core/domain/order/order-payload';
import type { OrderRejection } from '../../../core/domain/order/order-rejection';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import { trackingStepsFor } from '../../../core/domain/tracking/track-status';
import type { Clock } from '../../../core/ports/clock';
import { checkGroupOrderPayload } from '../../platform-api/group-order-payload-schema';
import { checkOrderPayload } from '../../platform-api/order-payload-schema';
import type { OrderEvent, OrderQuery, OrderStatusName, SimulatorStore, StoredOrder } from '../store/simulator-store';
import type { GroupChildIntake } from './group-order-intake';
import { groupChildIntakes, underChild } from './group-order-intake';
import { IDEMPOTENCY_KEEP_MS } from './idempotency';
import type { KeyedOrderRequest } from './keyed-order-answers';
import { answerOnce, checkIdempotencyKey } from './keyed-order-answers';
import { limitRejection, orderDishes } from './limit-counters';
import { OnlineOrderPayments, startingStatus } from './online-order-payments';
import { checkOrderIntake } from './order-intake';
import type { OrderNumberSource } from './order-numbers';
import { ordersSince } from './order-pages';
import { resolveOrderReference } from './order-reference';
import { unitsGivenBack, unitsTaken } from './order-stock';
import type { SimulatorCatalogue } from './simulator-catalogue';
import { SimulatorError } from './simulator-error';
import type { SlotKey } from './slot-capacity';
import { checkSlot, slotDateOf } from './slot-capacity';
import type { StagedOrderOutcome } from './staged-order-outcome';
import { stagedRejection } from './staged-order-outcome';
import type { TableBills } from './table-bills';
import { trackStatusOf } from './track-status-of';
import { zoneOf } from './zone-offsets';

/** The longest pre-order (60 days, restaurant-schema.ts) and a day to spare: older orders cannot be in a slot still offered. */
const SLOT_LOOKBACK_DAYS = 61;
/** How often the automatic advance looks for orders to move. */
const AUTO_ADVANCE_TICK_MS = 1_000;

/** checkout 3: socket event restaurantToken, orderNumber, type. */
export interface OrderChange {
  readonly restaurantToken: RestaurantId;
  readonly orderNumber: string;
  readonly type: 'order_status';
}

export type PlaceOrderOutcome =
  | { readonly accepted: true; readonly order: PlacedOrder }
  | { readonly accepted: false; readonly rejection: OrderRejection };

/** The answer to an order, and whether it is the first answer given again to a repeated request. */
export type PlaceOrderAnswer = PlaceOrderOutcome & { readonly replayed: boolean };

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
 * checks and prices each one again, idempotency keys, group orders, their status and who listens to it,
 * and the online payments they wait for (online-order-payments.ts).
 */
export class SimulatorOrders {
  private readonly store: SimulatorStore;
  private readonly catalogue: SimulatorCatalogue;
  private readonly listeners = new Set<(change: OrderChange) => void>();
  /** What the next order of a restaurant is answered, staged by QA or support (`sim order-error`). */
  private readonly stagedOutcomes = new Map<RestaurantId, StagedOrderOutcome>();
  private autoAdvanceTimer: ReturnType<typeof setInterval> | null = null;
  /** checkout 4: the sandbox payment provider of online orders, and what their orders do meanwhile. */
  readonly payments: OnlineOrderPayments;

  constructor(private readonly setup: OrdersSetup) {
    this.store = setup.store;
    this.catalogue = setup.catalogue;
    this.payments = new OnlineOrderPayments(this.store, setup.clock, {
      move: (order, stepIndex, canceled) => void this.changeStatus(order, stepIndex, canceled),
      notify: (order) => this.notify(order),
      giveStockBack: (order) => this.catalogue.takeStock(order.restaurantId, unitsGivenBack(order.priced)),
    });
  }

  /** Staged outcomes forgotten (the store's orders are deleted by the engine). */
  reset(): void {
    this.stagedOutcomes.clear();
  }

  /**
   * checkout 7: POST {restaurantId}/order/. Nothing is stored unless the order is accepted. With an
   * idempotency key, a repeat of the request gets the first answer and a different request under the
   * same key is refused (422): a customer who presses validate again after a lost answer orders once.
   * Only a final answer is kept under the key (keyed-order-answers.ts): a stock or hub error is judged again.
   */
  place(restaurantId: RestaurantId, body: unknown, request: { readonly idempotencyKey?: string; readonly accessToken?: string } = {}): PlaceOrderAnswer {
    const settings = this.catalogue.settings(restaurantId);
    const key = request.idempotencyKey;
    checkIdempotencyKey(key);
    const checked = checkOrderPayload(body);
    if (!checked.ok) throw new SimulatorError('bad_request', checked.message, checked.field);
    // checkout 3 and 7 (issue 8): userId is believed only from the session the order comes with (x-access-token).
    const { userId } = checked.payload;
    if (userId !== undefined && userId !== '' && this.setup.sessionUser(restaurantId, request.accessToken) !== userId) {
      throw new SimulatorError('unprocessable', 'userId is not the customer signed in with this session', 'userId');
    }
    const take = (): PlaceOrderOutcome => {
      // checkout 4: a closed restaurant takes no order, whatever a storefront with old settings sends.
      if (settings.is_closed) throw new SimulatorError('unprocessable', 'the restaurant is closed for now: it takes no order', 'restaurant_id');
      return this.intake(settings, checked.payload, key ?? null);
    };
    return this.store.transaction(() => answerOnce(this.store, this.keyedRequest(restaurantId, key, checked.payload), take));
  }

  /**
   * checkout 7: POST order/multiRestaurant?restaurant_token={group}. One order per child, each priced from
   * the child's own menu and checked as the child would check it alone, all taken or none: a child's
   * refusal (stock, limit, staged error) refuses the whole group order and nothing is stored. The answer
   * is a single order's (the group order's own number) and a repeated Idempotency-Key gets the first one.
   */
  placeGroup(groupId: RestaurantId, body: unknown, request: { readonly idempotencyKey?: string } = {}): PlaceOrderAnswer {
    const group = this.catalogue.settings(groupId);
    const key = request.idempotencyKey;
    checkIdempotencyKey(key);
    const checked = checkGroupOrderPayload(body);
    if (!checked.ok) throw new SimulatorError('bad_request', checked.message, checked.field);
    const children = groupChildIntakes(group, checked.payload, (id) => (this.catalogue.has(id) ? this.catalogue.settings(id) : null));
    return this.store.transaction(() => answerOnce(this.store, this.keyedRequest(groupId, key, checked.payload), () => this.takeGroupOrder(groupId, children)));
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
    this.catalogue.establishment(restaurantId);
    this.stagedOutcomes.set(restaurantId, staged);
  }

  /** checkout 7: GET /order/track/{orderId}?restaurant_token=. */
  track(restaurantId: RestaurantId, orderNumber: string): TrackStatus {
    this.payments.settleDue();
    const order = this.store.findOrder(orderNumber);
    if (!order || order.restaurantId !== restaurantId) {
      throw new SimulatorError('not_found', `order ${orderNumber} does not exist for ${restaurantId}`);
    }
    return this.trackStatus(order);
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
      total: order.priced.total,
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

  /** A number never given before (60 random bits: a clash is all but impossible, but never twice). */
  newOrderNumber(): string {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const candidate = this.setup.orderNumbers();
      if (!this.store.isOrderNumberIssued(candidate)) return candidate;
    }
    throw new Error('the order number source keeps giving numbers already used');
  }

  /** What an order's Idempotency-Key is checked against (keyed-order-answers.ts). */
  private keyedRequest(scope: RestaurantId, key: string | undefined, payload: unknown): KeyedOrderRequest {
    // Without a key nothing is kept: the instants are not worked out (issue 17: two time computations an order).
    if (key === undefined) return { scope, key, request: null, now: '', keptSince: '' };
    return { scope, key, request: { restaurantId: scope, payload }, now: this.now(), keptSince: this.instantAgo(IDEMPOTENCY_KEEP_MS) };
  }

  /** Every child's order in one savepoint: the first refusal undoes the others. */
  private takeGroupOrder(groupId: RestaurantId, children: readonly GroupChildIntake[]): PlaceOrderOutcome {
    const refused = Symbol('refused');
    let rejection: OrderRejection | null = null;
    try {
      return this.store.transaction(() => {
        const numbers = children.map((child, index) => {
          let outcome: PlaceOrderOutcome;
          try {
            outcome = this.intake(this.catalogue.settings(child.childId), child.payload, null);
          } catch (error) {
            throw underChild(error, index);
          }
          if (!outcome.accepted) {
            rejection = outcome.rejection;
            throw refused;
          }
          return outcome.order.order_number;
        });
        const orderNumber = this.newOrderNumber();
        this.store.insertGroupOrder({ orderNumber, groupId, placedAt: this.now(), partOrderNumbers: numbers });
        return { accepted: true as const, order: { order_number: orderNumber, redirectionUrl: null } };
      });
    } catch (error) {
      // The stock and orders went back with the savepoint; the day's counters are counted again.
      for (const child of children) this.catalogue.countAgain(child.childId);
      if (error === refused && rejection) return { accepted: false, rejection };
      throw error;
    }
  }

  private intake(settings: RestaurantSettings, payload: StoredOrder['payload'], idempotencyKey: string | null): PlaceOrderOutcome {
    // Orders whose payment was abandoned free their slot and their units (issue 22.2).
    this.payments.settleDue();
    const catalogue = this.catalogue.catalogue(settings.id);
    // Now in the restaurant's zone, once: the day of the slot, the schedule and the business day read it
    // without working the zone's offset out again (setZone to the zone it has is free), and the zone
    // keeps its offsets (zone-offsets.ts).
    const now = this.setup.clock.now().setZone(zoneOf(settings.timezone));
    // Issue 18: the code of the promo field is checked again against the restaurant's promotions (read only for an order with a code).
    const promotions = () => this.store.promotions().list(settings.id).map((stored) => stored.promotion);
    const verdict = checkOrderIntake(settings, catalogue, payload, slotDateOf(payload, settings.timezone, now), { promotions, now, timezone: settings.timezone });
    if (!verdict.accepted) return verdict;
    // browsing 5: an order passing a limit (what was ordered today plus this order) is refused (422).
    const dishes = orderDishes(verdict.priced);
    const staged = this.stagedOutcomes.get(settings.id);
    if (staged) {
      this.stagedOutcomes.delete(settings.id);
      // A server failure is not recorded under the idempotency key: sent again, the order is taken.
      if (staged.outcome === 'server_error') throw new Error('server error staged with sim order-error');
      const productIds = [...new Set(dishes.map((dish) => dish.productId))];
      const categoryIds = [...new Set(catalogue.products.filter((product) => productIds.includes(product.id)).map((product) => product.category_id))];
      return { accepted: false, rejection: stagedRejection({ ...staged, outcome: staged.outcome }, { productIds, categoryIds, timeSlotId: verdict.payload.time_slot_id }) };
    }
    const violation = orderLimitViolation(catalogue, settings.total_products_limit, dishes);
    if (violation) return { accepted: false, rejection: limitRejection(violation, catalogue, dishes) };
    // checkout 4: the slot is still offered and has room (counted in this transaction: never more than it holds).
    const orderType = settings.orderTypes.find((type) => type.id === payload.order_types_id)!;
    const slotCheck = checkSlot(settings, orderType, verdict.payload, now, (slot) => this.ordersInSlot(settings, orderType.id, slot, now));
    if (slotCheck.rejection) return { accepted: false, rejection: slotCheck.rejection };
    const placedAt = now.toUTC().toISO() ?? '';
    const businessDay = now.toISODate() ?? '';
    this.catalogue.takeStock(settings.id, unitsTaken(verdict.priced));
    const orderNumber = this.newOrderNumber();
    this.catalogue.countOrder(settings.id, catalogue, verdict.priced);
    const order: StoredOrder = {
      orderNumber,
      restaurantId: settings.id,
      displayNumber: String(this.store.takeDisplayNumber(settings.id, businessDay)).padStart(3, '0'),
      businessDay,
      placedAt,
      payload: verdict.payload,
      priced: verdict.priced,
      ...startingStatus(payload),
      canceled: false,
      finished: false,
      updatedAt: placedAt,
      idempotencyKey,
    };
    this.store.insertOrder(order);
    // checkout 7, pay-the-table: an order on place paid on the spot goes on its table's bill.
    if (settings.tastypay && payload.order_types_id === OrderTypeId.onPlace && payload.table_information && payload.payement_infos.type === 'ONSPOT') {
      this.setup.tableBills.addOrder(settings.id, payload.table_information, orderNumber);
    }
    // checkout 4: an online order waits for its payment; redirect providers send the customer to the sandbox's page.
    const redirectionUrl = this.payments.open(order);
    return { accepted: true, order: { order_number: orderNumber, redirectionUrl } };
  }

  /** The orders not canceled of this order type in this slot (placed at most the longest pre-order ago). */
  private ordersInSlot(settings: RestaurantSettings, orderTypeId: number, slot: SlotKey, now: DateTime): number {
    const since = now.toUTC().minus({ days: SLOT_LOOKBACK_DAYS }).toISO() ?? '';
    let count = 0;
    for (const order of ordersSince(this.store, settings.id, since)) {
      const { payload } = order;
      if (order.canceled || payload.order_types_id !== orderTypeId || payload.time_slot_id !== slot.timeSlotId) continue;
      if (slotDateOf(payload, settings.timezone, DateTime.fromISO(order.placedAt)) === slot.date) count += 1;
    }
    return count;
  }

  private changeStatus(order: StoredOrder, stepIndex: number, canceled: boolean): TrackStatus {
    const steps = trackingStepsFor(order.payload.order_types_id);
    const status: OrderStatusName = canceled ? 'canceled' : (steps[stepIndex] ?? 'sent');
    // A canceled order no longer counts toward the limits (browsing 5): count again.
    if (canceled) this.catalogue.countAgain(order.restaurantId);
    this.store.updateOrderStatus(order.orderNumber, { stepIndex, canceled, status, finished: canceled || stepIndex >= steps.length - 1, at: this.now() });
    const changed = { ...order, stepIndex, canceled, status };
    this.notify(order);
    return this.trackStatus(changed);
  }

  private notify(order: StoredOrder): void {
    const message: OrderChange = { restaurantToken: order.restaurantId, orderNumber: order.orderNumber, type: 'order_status' };
    for (const listener of this.listeners) listener(message);
  }

  private trackStatus(order: StoredOrder): TrackStatus {
    const dishes = new Set(order.priced.lines.flatMap((line) => line.dishes));
    const preparation = Math.max(0, ...this.catalogue.catalogue(order.restaurantId).products.filter((product) => dishes.has(product.id)).map((product) => product.preparation_time));
    return trackStatusOf(order, this.catalogue.settings(order.restaurantId), this.payments.stateOf(order).payment_status, preparation);
  }

  private now(): string {
    return this.setup.clock.now().toUTC().toISO() ?? '';
  }

  private instantAgo(ms: number): string {
    return this.setup.clock.now().toUTC().minus({ milliseconds: ms }).toISO() ?? '';
  }
}
