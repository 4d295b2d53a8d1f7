import { DateTime } from 'luxon';
import { orderLimitViolation } from '../../../core/domain/basket/basket-limits';
import type { OrderRejection } from '../../../core/domain/order/order-rejection';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { Clock } from '../../../core/ports/clock';
import { checkGroupOrderPayload } from '../../platform-api/group-order-payload-schema';
import { checkOrderPayload } from '../../platform-api/order-payload-schema';
import type { SimulatorStore, StoredOrder } from '../store/simulator-store';
import type { GroupChildIntake } from './group-order-intake';
import { groupChildIntakes, underChild } from './group-order-intake';
import { IDEMPOTENCY_KEEP_MS } from './idempotency';
import type { KeyedOrderRequest } from './keyed-order-answers';
import { answerOnce, checkIdempotencyKey } from './keyed-order-answers';
import { limitRejection, orderDishes } from './limit-counters';
import type { OnlineOrderPayments } from './online-order-payments';
import { startingStatus } from './online-order-payments';
import { checkOrderIntake } from './order-intake';
import { checkOrderMoney, customerKeyOf, giftName } from './order-money-intake';
import type { OrderNumberSource } from './order-numbers';
import { ordersSince } from './order-pages';
import { unitsTaken } from './order-stock';
import type { SimulatorCatalogue } from './simulator-catalogue';
import { SimulatorError } from './simulator-error';
import type { SlotKey } from './slot-capacity';
import { checkSlot, slotDateOf } from './slot-capacity';
import type { StagedOrderOutcome } from './staged-order-outcome';
import { stagedRejection } from './staged-order-outcome';
import type { TableBills } from './table-bills';
import { zoneOf } from './zone-offsets';
import type { PlacedOrder } from '../../../core/domain/order/order-payload';
import type { Promotion } from '../../../core/domain/promotion/promotion';

/** The longest pre-order (60 days, restaurant-schema.ts) and a day to spare: older orders cannot be in a slot still offered. */
const SLOT_LOOKBACK_DAYS = 61;

export type PlaceOrderOutcome =
  | { readonly accepted: true; readonly order: PlacedOrder }
  | { readonly accepted: false; readonly rejection: OrderRejection };

/** The answer to an order, and whether it is the first answer given again to a repeated request. */
export type PlaceOrderAnswer = PlaceOrderOutcome & { readonly replayed: boolean };

/** What an order request carries besides its body: its Idempotency-Key and the customer's session. */
export interface PlaceOrderRequest {
  readonly idempotencyKey?: string;
  readonly accessToken?: string;
}

/** One order of a group commit: what `place` is given. */
export interface OrderToPlace {
  readonly restaurantId: RestaurantId;
  readonly body: unknown;
  readonly request: PlaceOrderRequest;
}

/** What became of one order of a group commit: its answer, or what `place` would have thrown. */
export type PlacedTogether = { readonly answer: PlaceOrderAnswer } | { readonly error: unknown };

export interface OrderTakingSetup {
  readonly store: SimulatorStore;
  readonly clock: Clock;
  readonly catalogue: SimulatorCatalogue;
  readonly orderNumbers: OrderNumberSource;
  /** checkout 7, pay-the-table: an order on place paid on the spot goes on its table's bill. */
  readonly tableBills: TableBills;
  /** checkout 4: the online payments an order opens, and the abandoned ones settled before an order is taken. */
  readonly payments: OnlineOrderPayments;
  /** The customer signed in with a session at an establishment, if any (accounts). */
  readonly sessionUser: (restaurantId: RestaurantId, accessToken: string | undefined) => string | null;
}

/**
 * checkout 7, the intake: an order (or a group order) checked and priced again, its limits, slot and stock
 * counted inside the store's transaction, numbered and stored, its Idempotency-Key answered once. What
 * happens to an order afterwards (status, tracking, payments) is SimulatorOrders'.
 */
export class OrderTaking {
  /** What the next order of a restaurant is answered, staged by QA or support (`sim order-error`). */
  private readonly stagedOutcomes = new Map<RestaurantId, StagedOrderOutcome>();

  constructor(private readonly setup: OrderTakingSetup) {}

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
  place(restaurantId: RestaurantId, body: unknown, request: PlaceOrderRequest = {}): PlaceOrderAnswer {
    const { store, catalogue } = this.setup;
    const settings = catalogue.settings(restaurantId);
    const key = request.idempotencyKey;
    checkIdempotencyKey(key);
    const checked = checkOrderPayload(body);
    if (!checked.ok) throw new SimulatorError('bad_request', checked.message, checked.field);
    // checkout 3 and 7 (issue 8): userId is believed only from the session the order comes with (x-access-token).
    const { userId } = checked.payload;
    if (userId !== undefined && userId !== '' && this.setup.sessionUser(restaurantId, request.accessToken) !== userId) {
      throw new SimulatorError('unprocessable', 'userId is not the customer signed in with this session', 'userId');
    }
    // The functions an order makes are written where they are passed, unnamed: under tsx (`ordering serve`) a
    // named one is given its name at each order (`__name`, a property defined on it: 10-15 us an order, issue 17).
    return store.transaction(() =>
      answerOnce(store, this.keyedRequest(restaurantId, key, checked.payload), (): PlaceOrderOutcome => {
        // checkout 4: a closed restaurant takes no order, whatever a storefront with old settings sends.
        if (settings.is_closed) throw new SimulatorError('unprocessable', 'the restaurant is closed for now: it takes no order', 'restaurant_id');
        return this.intake(settings, checked.payload, key ?? null);
      }),
    );
  }

  /**
   * Issue 17, group commit: several orders in one transaction of the store, so that they share one commit
   * (its WAL write) instead of paying one each. Each order is taken exactly as `place` takes it alone, in
   * its own savepoint, one after the other: all or nothing for each, its refusal or its error its own, its
   * idempotency key, limits, slot and stock counted with the orders before it in the same transaction.
   * The answers are given only once the whole transaction is committed: if the commit fails, no order of
   * the group is stored and each gets that error (the day's counters are counted again).
   */
  placeTogether(orders: readonly OrderToPlace[]): PlacedTogether[] {
    const { store, catalogue } = this.setup;
    try {
      return store.transaction(() =>
        orders.map((order): PlacedTogether => {
          try {
            return { answer: this.place(order.restaurantId, order.body, order.request) };
          } catch (error) {
            return { error };
          }
        }),
      );
    } catch (error) {
      for (const order of orders) if (catalogue.has(order.restaurantId)) catalogue.countAgain(order.restaurantId);
      return orders.map(() => ({ error }));
    }
  }

  /**
   * checkout 7: POST order/multiRestaurant?restaurant_token={group}. One order per child, each priced from
   * the child's own menu and checked as the child would check it alone, all taken or none: a child's
   * refusal (stock, limit, staged error) refuses the whole group order and nothing is stored. The answer
   * is a single order's (the group order's own number) and a repeated Idempotency-Key gets the first one.
   */
  placeGroup(groupId: RestaurantId, body: unknown, request: { readonly idempotencyKey?: string } = {}): PlaceOrderAnswer {
    const { store, catalogue } = this.setup;
    const group = catalogue.settings(groupId);
    const key = request.idempotencyKey;
    checkIdempotencyKey(key);
    const checked = checkGroupOrderPayload(body);
    if (!checked.ok) throw new SimulatorError('bad_request', checked.message, checked.field);
    const children = groupChildIntakes(group, checked.payload, (id) => (catalogue.has(id) ? catalogue.settings(id) : null));
    return store.transaction(() => answerOnce(store, this.keyedRequest(groupId, key, checked.payload), () => this.takeGroupOrder(groupId, children)));
  }

  /**
   * Staging (issue 7, checkout 8): the next order of this restaurant that passes the simulator's own checks
   * is answered with this refusal, or fails as a server would (500); the one after it is taken as usual.
   */
  stageNextOutcome(restaurantId: RestaurantId, staged: StagedOrderOutcome): void {
    this.setup.catalogue.establishment(restaurantId);
    this.stagedOutcomes.set(restaurantId, staged);
  }

  /** A number never given before (60 random bits: a clash is all but impossible, but never twice). */
  newOrderNumber(): string {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const candidate = this.setup.orderNumbers();
      if (!this.setup.store.isOrderNumberIssued(candidate)) return candidate;
    }
    throw new Error('the order number source keeps giving numbers already used');
  }

  /** What an order's Idempotency-Key is checked against (keyed-order-answers.ts). */
  private keyedRequest(scope: RestaurantId, key: string | undefined, payload: unknown): KeyedOrderRequest {
    // Without a key nothing is kept: the instants are not worked out (issue 17: two time computations an order).
    if (key === undefined) return { scope, key, request: null, now: '', keptSince: '' };
    const now = this.setup.clock.now().toUTC();
    return { scope, key, request: { restaurantId: scope, payload }, now: now.toISO() ?? '', keptSince: now.minus({ milliseconds: IDEMPOTENCY_KEEP_MS }).toISO() ?? '' };
  }

  /** Every child's order in one savepoint: the first refusal undoes the others. */
  private takeGroupOrder(groupId: RestaurantId, children: readonly GroupChildIntake[]): PlaceOrderOutcome {
    const { store, catalogue } = this.setup;
    const refused = Symbol('refused');
    let rejection: OrderRejection | null = null;
    try {
      return store.transaction(() => {
        const numbers = children.map((child, index) => {
          let outcome: PlaceOrderOutcome;
          try {
            outcome = this.intake(catalogue.settings(child.childId), child.payload, null);
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
        store.insertGroupOrder({ orderNumber, groupId, placedAt: this.setup.clock.now().toUTC().toISO() ?? '', partOrderNumbers: numbers });
        return { accepted: true as const, order: { order_number: orderNumber, redirectionUrl: null } };
      });
    } catch (error) {
      // The stock and orders went back with the savepoint; the day's counters are counted again.
      for (const child of children) catalogue.countAgain(child.childId);
      if (error === refused && rejection) return { accepted: false, rejection };
      throw error;
    }
  }

  private intake(settings: RestaurantSettings, payload: StoredOrder['payload'], idempotencyKey: string | null): PlaceOrderOutcome {
    const { store, catalogue: establishments, payments } = this.setup;
    // Orders whose payment was abandoned free their slot and their units (issue 22.2).
    payments.settleDue();
    const catalogue = establishments.catalogue(settings.id);
    // Now in the restaurant's zone, once: the day of the slot, the schedule and the business day read it
    // without working the zone's offset out again (setZone to the zone it has is free), and the zone
    // keeps its offsets (zone-offsets.ts).
    const now = this.setup.clock.now().setZone(zoneOf(settings.timezone));
    // Issue 18: the code of the promo field is checked again against the restaurant's promotions (read only for an order with a code).
    // Bound methods rather than named functions made here (tsx's `__name`, see `place`).
    const promotions = this.promotionsOf.bind(this, settings.id);
    const usagesByCustomer = this.customerUses.bind(this, settings.id, customerKeyOf(payload));
    const verdict = checkOrderIntake(settings, catalogue, payload, slotDateOf(payload, settings.timezone, now), { promotions, now, timezone: settings.timezone, usagesByCustomer });
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
    // Issue 18: discounts, pool and e-wallet worked out again by the platform (the payload is believed in nothing).
    // The promotions are read only for an order that names one (issue 17: most orders carry no code, and the
    // read parses every promotion of the restaurant).
    const namesPromotion = payload.promotion_id !== 0 || payload.customerExternalInfos.promoCodes.length > 0;
    const money = checkOrderMoney({ settings, orderType, payload: verdict.payload, priced: verdict.priced, promotions: namesPromotion ? promotions() : [], loyalty: store.loyalty(), usagesByCustomer, now, productName: (productId) => giftName(catalogue, productId) });
    if (!money.accepted) return money;
    // The instant in UTC, as luxon's toUTC().toISO() writes it (issue 17: without the copy of the DateTime toUTC makes).
    const placedAt = new Date(now.toMillis()).toISOString();
    const businessDay = now.toISODate() ?? '';
    establishments.takeStock(settings.id, unitsTaken(verdict.priced));
    const orderNumber = this.newOrderNumber();
    establishments.countOrder(settings.id, catalogue, verdict.priced);
    const order: StoredOrder = {
      orderNumber,
      restaurantId: settings.id,
      displayNumber: String(store.takeDisplayNumber(settings.id, businessDay)).padStart(3, '0'),
      businessDay,
      placedAt,
      payload: verdict.payload,
      priced: verdict.priced,
      ...startingStatus(payload),
      canceled: false,
      finished: false,
      updatedAt: placedAt,
      idempotencyKey,
      amounts: money.amounts,
    };
    store.insertOrder(order);
    // Issue 18: the code's use, points, pool and e-wallet debited in this order's savepoint; read and
    // checked above in the same transaction, so a refusal here means the store changed under it: nothing is kept.
    // An order with neither code nor card takes nothing and leaves no debit to give back.
    const takesSomething = money.debit.promotionIds.length > 0 || money.debit.cardNumber !== null;
    if (takesSomething && !store.orderDebits().debit({ ...money.debit, orderNumber })) throw new Error(`the debits of order ${orderNumber} were refused by the store`);
    // checkout 7, pay-the-table: an order on place paid on the spot goes on its table's bill.
    if (settings.tastypay && payload.order_types_id === OrderTypeId.onPlace && payload.table_information && payload.payement_infos.type === 'ONSPOT') {
      this.setup.tableBills.addOrder(settings.id, payload.table_information, orderNumber);
    }
    // checkout 4: an online order waits for its payment; redirect providers send the customer to the sandbox's page.
    const redirectionUrl = payments.open(order);
    return { accepted: true, order: { order_number: orderNumber, redirectionUrl } };
  }

  /** The restaurant's promotions, as the intake checks a code against them (issue 18). */
  private promotionsOf(restaurantId: RestaurantId): Promotion[] {
    return this.setup.store.promotions().list(restaurantId).map((stored) => stored.promotion);
  }

  /** Uses of a promotion by the customer of an order (customerKeyOf), the given-back ones not counted. */
  private customerUses(restaurantId: RestaurantId, customerKey: string, promotionId: number): number {
    return this.setup.store.orderDebits().customerUses(restaurantId, promotionId, customerKey);
  }

  /** The orders not canceled of this order type in this slot (placed at most the longest pre-order ago). */
  private ordersInSlot(settings: RestaurantSettings, orderTypeId: number, slot: SlotKey, now: DateTime): number {
    const since = now.toUTC().minus({ days: SLOT_LOOKBACK_DAYS }).toISO() ?? '';
    let count = 0;
    for (const order of ordersSince(this.setup.store, settings.id, since)) {
      const { payload } = order;
      if (order.canceled || payload.order_types_id !== orderTypeId || payload.time_slot_id !== slot.timeSlotId) continue;
      if (slotDateOf(payload, settings.timezone, DateTime.fromISO(order.placedAt)) === slot.date) count += 1;
    }
    return count;
  }
}
