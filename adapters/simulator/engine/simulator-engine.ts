import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { PlacedOrder } from '../../../core/domain/order/order-payload';
import type { OrderRejection } from '../../../core/domain/order/order-rejection';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import { trackingStepsFor } from '../../../core/domain/tracking/track-status';
import type { ClientLogEntry } from '../../../core/ports/client-log';
import type { Clock } from '../../../core/ports/clock';
import type { EstablishmentData } from '../establishments/establishment-data';
import { demoEstablishmentFolder } from '../establishments/establishment-folder';
import type { OrderEvent, OrderQuery, OrderStatusName, SimulatorStore, StoredOrder } from '../store/simulator-store';
import { IDEMPOTENCY_KEEP_MS } from './idempotency';
import type { KeyedOrderRequest } from './keyed-order-answers';
import { answerOnce, checkIdempotencyKey } from './keyed-order-answers';
import { checkOrderIntake } from './order-intake';
import type { SlotKey } from './slot-capacity';
import { checkSlot, slotDateOf } from './slot-capacity';
import type { OrderNumberSource } from './order-numbers';
import { randomOrderNumbers } from './order-numbers';
import { checkOrderPayload } from '../../platform-api/order-payload-schema';
import { resolveOrderReference } from './order-reference';
import { SimulatorError } from './simulator-error';
import type { GroupChildIntake } from './group-order-intake';
import { groupChildIntakes, underChild } from './group-order-intake';
import { checkGroupOrderPayload } from '../../platform-api/group-order-payload-schema';
import type { GroupOrderStatus } from '../../../core/domain/group/group-order-tracking';
import { trackStatusOf } from './track-status-of';
import type { BestSeller } from '../../../core/domain/home/home-selections';
import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';
import type { SuggestionEntry } from '../../../core/domain/suggestions/product-suggestions';
import * as v from 'valibot';
import { DateTime } from 'luxon';
import { futureRequest } from '../../platform-api/selection-schemas';
import { NO_INSIGHTS } from '../establishments/establishment-insights';
import { bestSellers, suggestionEntries } from './selections';
import type { ReceiptRequestRecord } from './receipt-requests';
import { checkReceiptRequest } from './receipt-requests';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import type { StagedOrderOutcome } from './staged-order-outcome';
import type { TableBill } from './table-bills';
import { TableBills } from './table-bills';
import type { TableTransaction } from '../../../core/domain/table/table-payment';
import type { TransactionOrderStatus } from '../../../core/domain/table/order-validation';
import { stagedRejection } from './staged-order-outcome';
import type { LimitChange } from './limit-settings';
import type { RoomDirectoryClickRecord } from './room-directory-clicks';
import { RoomDirectoryClicks } from './room-directory-clicks';
import { withLimitChange } from './limit-settings';
import { addCounts, countOrdered, limitRejection, limitsAnything, orderDishes, settingsWithOrderedUnits, withOrderedUnits } from './limit-counters';
import { orderLimitViolation } from '../../../core/domain/basket/basket-limits';
import type { BasketUnitCounts } from '../../../core/domain/basket/basket-limits';
import type { Basket } from '../../../core/domain/basket/basket';
import { restoreStoredBasket } from '../../../core/domain/basket/basket-storage';
import { isSharedCartId } from '../../../core/domain/basket/shared-cart';
import { SHARED_CART_KEEP_MS, checkSharedBasket, newSharedCartId } from './shared-carts';
import type { StagedPayment } from '../sandbox/sandbox-payments';
import { OnlineOrderPayments, startingStatus } from './online-order-payments';
import { stockLeftAfter, unitsGivenBack, unitsTaken } from './order-stock';
import type { PaymentState } from '../../../core/domain/payment/payment-status';
import type { PaymentResult } from '../../../core/domain/payment/payment-providers';
import { SimulatorAccounts } from '../account/simulator-accounts';
import { SimulatorBookings } from '../booking/simulator-bookings';
import { SimulatorFeedback } from '../feedback/simulator-feedback';
import type { DemoCustomer } from '../account/demo-customers';
import type { OrderList } from '../../../core/domain/account/history-order';
import { AccountRefusal } from '../../../core/ports/account-gateway';
import { checkOrderListParams, customerOrderQuery, historyOrderOf } from '../history/customer-order-history';
import { seedPastOrders } from '../history/demo-past-orders';
import type { AddressSearchAnswer } from '../address/address-search';
import { SimulatorAddressSearch } from '../address/address-search';
import { OrderAttemptLookup } from './order-attempt-lookup';

const MAX_CLIENT_LOGS = 200;
/** The receipt requests kept for staging reads (the simulator sends no e-mail). */
const MAX_OUTBOX = 200;
/** Ours: the best sellers count the orders of the last 30 days on top of the file's sales. */
const BEST_SELLERS_DAYS = 30;
const ORDERS_PAGE = 500;
/** The longest pre-order (60 days, restaurant-schema.ts) and a day to spare: older orders cannot be in a slot still offered. */
const SLOT_LOOKBACK_DAYS = 61;

export interface SimulatorOptions {
  readonly clock: Clock;
  /** Where the state lives (config/simulator.ts opens it: a data file, or in memory). The engine closes it. */
  readonly store: SimulatorStore;
  /** The establishments served; the demos when not given. */
  readonly establishments?: readonly (EstablishmentData & { readonly source?: string })[];
  /** New order numbers; cryptographically random when not given (seededOrderNumbers for repeatable runs). */
  readonly orderNumbers?: OrderNumberSource;
  /** When set, every order moves one step forward once it has stayed this long at its step. */
  readonly autoAdvanceMs?: number | null;
}

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

/** How often the automatic advance looks for orders to move. */
const AUTO_ADVANCE_TICK_MS = 1_000;

/**
 * The simulated restaurant platform: establishments, their catalogues and stock, orders and their
 * status, kept in a SimulatorStore so that a restart loses nothing. One engine serves both mounts,
 * in-process gateways and the HTTP + socket.io server, so they cannot disagree. Methods throw
 * SimulatorError for what the platform refuses (404, 400, 422).
 */
export class SimulatorEngine {
  private readonly establishments = new Map<RestaurantId, EstablishmentData>();
  /** The establishments as their files give them, to go back to after `sim limit` changes (reset). */
  private readonly asLoaded = new Map<RestaurantId, EstablishmentData>();
  private readonly store: SimulatorStore;
  private readonly orderNumbers: OrderNumberSource;
  private readonly listeners = new Set<(change: OrderChange) => void>();
  /** browsing 5: the units ordered today per restaurant, kept so that an order does not count them all again. */
  private readonly orderedUnits = new Map<RestaurantId, { readonly day: string; readonly counts: BasketUnitCounts }>();
  private autoAdvanceTimer: ReturnType<typeof setInterval> | null = null;
  /** What the next order of a restaurant is answered, staged by QA or support (`sim order-error`). */
  private readonly stagedOutcomes = new Map<RestaurantId, StagedOrderOutcome>();
  /** The receipts the simulator was asked to e-mail: its outbox, latest last, the newest MAX_OUTBOX kept. */
  private readonly receiptOutbox: ReceiptRequestRecord[] = [];
  /** checkout 7, pay-the-table: the open bills of the tables (in memory, a sandbox of the feature). */
  private readonly tableBills = new TableBills();
  /** Restaurants closed for now by staging (`sim close`), until reopened or reset. */
  private readonly closedNow = new Set<RestaurantId>();
  /** browsing 2.11: the room-directory category clicks (in memory). */
  private readonly directoryClicks = new RoomDirectoryClicks();
  /** checkout 4: the sandbox payment provider of online orders, and what their orders do meanwhile. */
  private readonly payments: OnlineOrderPayments;
  /** accounts 2 to 8: the customer accounts (adapters/simulator/account). */
  readonly accounts: SimulatorAccounts;
  /** accounts 3 to 7: the bookings (adapters/simulator/booking). */
  readonly bookings: SimulatorBookings;
  /** accounts 3 and 7: the feedback taken (adapters/simulator/feedback). */
  readonly feedback: SimulatorFeedback;
  /** Ours (issue 15.5): the order an attempt took, by its idempotency key (order-attempt-lookup.ts). */
  readonly orderAttempts: OrderAttemptLookup;
  /** Ours (checkout 3 deliveryData latitude, longitude): the offline address search (adapters/simulator/address). */
  private readonly addressSearch: SimulatorAddressSearch;

  constructor(private readonly options: SimulatorOptions) {
    this.store = options.store;
    this.addressSearch = new SimulatorAddressSearch(options.clock);
    this.accounts = new SimulatorAccounts({
      store: this.store.accounts(),
      clock: options.clock,
      settings: (id) => this.establishment(id).settings,
      catalogue: (id) => this.catalogue(id),
      establishmentIds: () => this.establishmentIds(),
      demoCustomers: (id) => this.establishment(id).demoCustomers ?? [],
      demoCustomerReady: (id, userId, demo) => this.seedDemoPastOrders(id, userId, demo),
    });
    this.bookings = new SimulatorBookings({
      store: this.store.bookings(),
      clock: options.clock,
      settings: (id) => this.establishment(id).settings,
      setups: (id) => this.establishment(id).bookings ?? [],
      roomDirectory: (id) => this.establishment(id).roomDirectory,
    });
    this.feedback = new SimulatorFeedback({
      store: this.store.feedback(),
      clock: options.clock,
      establishment: (id) => void this.establishment(id),
      orderRestaurant: (orderNumber) => (orderNumber.length <= 40 ? (this.store.findOrder(orderNumber)?.restaurantId ?? null) : null),
      bookingContact: (restaurantId, eventBookingId) => this.bookings.contactOf(restaurantId, eventBookingId),
      idempotency: {
        find: (scope, key) => this.store.findIdempotency(scope, key),
        save: (record) => this.store.saveIdempotency(record),
        transaction: (work) => this.store.transaction(work),
      },
    });
    this.payments = new OnlineOrderPayments(this.store, options.clock, {
      move: (order, stepIndex, canceled) => void this.changeStatus(order, stepIndex, canceled),
      notify: (order) => this.notify(order),
      giveStockBack: (order) => this.takeStock(order.restaurantId, unitsGivenBack(order.priced)),
    });
    this.orderAttempts = new OrderAttemptLookup({ store: this.store, clock: options.clock, checkEstablishment: (id) => void this.establishment(id) });
    this.orderNumbers = options.orderNumbers ?? randomOrderNumbers();
    const establishments = options.establishments ?? demoEstablishmentFolder().establishments;
    const loadedAt = this.now();
    this.store.transaction(() => {
      for (const establishment of establishments) {
        this.establishments.set(establishment.settings.id, establishment);
        this.asLoaded.set(establishment.settings.id, establishment);
        this.store.saveEstablishment({ ...establishment, source: establishment.source ?? '(in code)' }, loadedAt);
      }
    });
    this.store.purgeIdempotency(this.instantAgo(2 * IDEMPOTENCY_KEEP_MS));
    this.store.purgeSharedCarts(this.instantAgo(SHARED_CART_KEEP_MS));
    if (options.autoAdvanceMs) this.startAutoAdvance(options.autoAdvanceMs);
  }

  /**
   * Back to the state of the establishment files (admin): no orders, their stock and prices, no client
   * logs. Order numbers and today's display numbers stay used: a number is never given twice.
   */
  reset(): void {
    for (const [id, establishment] of this.asLoaded) this.establishments.set(id, establishment);
    this.orderedUnits.clear();
    this.stagedOutcomes.clear();
    this.tableBills.clear();
    this.closedNow.clear();
    this.directoryClicks.clear();
    this.accounts.reset();
    this.bookings.reset();
    this.feedback.reset();
    this.addressSearch.reset();
    this.store.transaction(() => {
      this.store.deleteOrders();
      this.store.clearCatalogueChanges();
      this.store.clearClientLogs();
    });
  }

  establishmentIds(): RestaurantId[] {
    return [...this.establishments.keys()];
  }

  /** The settings, the total product count limit's `current` counting today's orders (browsing 5). */
  settings(restaurantId: RestaurantId): RestaurantSettings {
    const { settings: fromFile } = this.establishment(restaurantId);
    const settings = this.closedNow.has(restaurantId) ? { ...fromFile, is_closed: true } : fromFile;
    const ordered = this.orderedToday(restaurantId);
    return ordered ? settingsWithOrderedUnits(settings, ordered) : settings;
  }

  /** Ours: the addresses known for a query typed at a restaurant's checkout (its city first); `client` is who is rate limited. */
  searchAddresses(restaurantId: RestaurantId, query: unknown, client: string): AddressSearchAnswer {
    return this.addressSearch.search(query, client, this.establishment(restaurantId).settings.address_city ?? '');
  }

  /** Staging (`sim close`): the restaurant closes for now (is_closed), or opens again as its file says. */
  setClosed(restaurantId: RestaurantId, closed: boolean): void {
    this.establishment(restaurantId);
    if (closed) this.closedNow.add(restaurantId);
    else this.closedNow.delete(restaurantId);
  }

  /** The catalogue with the stock, prices and limit counters of the moment. */
  catalogue(restaurantId: RestaurantId): Catalogue {
    const catalogue = this.catalogueWithChanges(restaurantId);
    const ordered = this.orderedToday(restaurantId);
    return ordered ? withOrderedUnits(catalogue, ordered) : catalogue;
  }

  /**
   * browsing 5: the units of the orders taken today (the restaurant's business day), not canceled, per
   * product and category; null where the establishment limits nothing (no need to count).
   */
  private orderedToday(restaurantId: RestaurantId): BasketUnitCounts | null {
    const { settings, catalogue } = this.establishment(restaurantId);
    if (!limitsAnything(settings, catalogue)) return null;
    const today = this.options.clock.now().setZone(settings.timezone);
    const day = today.toISODate() ?? '';
    const cached = this.orderedUnits.get(restaurantId);
    if (cached?.day === day) return cached.counts;
    const since = today.startOf('day').toUTC().toISO() ?? '';
    const orders: StoredOrder[] = [];
    for (let page = this.store.listOrders({ restaurantId, since, limit: ORDERS_PAGE }); page.length > 0; ) {
      orders.push(...page);
      const last = page.at(-1)!;
      page = page.length < ORDERS_PAGE ? [] : this.store.listOrders({ restaurantId, since, limit: ORDERS_PAGE, after: { placedAt: last.placedAt, orderNumber: last.orderNumber } });
    }
    const counts = countOrdered(catalogue, orders.filter((order) => !order.canceled).map((order) => order.priced));
    this.orderedUnits.set(restaurantId, { day, counts });
    return counts;
  }

  private catalogueWithChanges(restaurantId: RestaurantId): Catalogue {
    const { catalogue } = this.establishment(restaurantId);
    const changes = new Map(this.store.catalogueChanges(restaurantId).map((change) => [change.productId, change]));
    if (changes.size === 0) return catalogue;
    const products = catalogue.products.map((product) => {
      const change = changes.get(product.id);
      if (!change) return product;
      return {
        ...product,
        ...(change.stock !== undefined && { stock: { number_available: change.stock } }),
        ...(change.price !== undefined && { price: change.price }),
      };
    });
    return { ...catalogue, products };
  }

  /**
   * checkout 7: POST {restaurantId}/order/. Nothing is stored unless the order is accepted. With an
   * idempotency key, a repeat of the request gets the first answer and a different request under the
   * same key is refused (422): a customer who presses validate again after a lost answer orders once.
   * Only a final answer is kept under the key (keyed-order-answers.ts): a stock or hub error is judged again.
   */
  placeOrder(restaurantId: RestaurantId, body: unknown, request: { readonly idempotencyKey?: string; readonly accessToken?: string } = {}): PlaceOrderAnswer {
    const settings = this.settings(restaurantId);
    const key = request.idempotencyKey;
    checkIdempotencyKey(key);
    const checked = checkOrderPayload(body);
    if (!checked.ok) throw new SimulatorError('bad_request', checked.message, checked.field);
    // checkout 3 and 7 (issue 8): userId is believed only from the session the order comes with (x-access-token).
    const { userId } = checked.payload;
    if (userId !== undefined && userId !== '' && this.accounts.userIdOfSession(restaurantId, request.accessToken) !== userId) {
      throw new SimulatorError('unprocessable', 'userId is not the customer signed in with this session', 'userId');
    }
    return this.store.transaction(() =>
      answerOnce(this.store, this.keyedRequest(restaurantId, key, checked.payload), () => {
        // checkout 4: a closed restaurant takes no order, whatever a storefront with old settings sends.
        if (settings.is_closed) throw new SimulatorError('unprocessable', 'the restaurant is closed for now: it takes no order', 'restaurant_id');
        return this.intake(settings, checked.payload, key ?? null);
      }),
    );
  }

  /**
   * checkout 7: POST order/multiRestaurant?restaurant_token={group}. One order per child, each priced from
   * the child's own menu and checked as the child would check it alone, all taken or none: a child's
   * refusal (stock, limit, staged error) refuses the whole group order and nothing is stored. The answer
   * is a single order's (the group order's own number) and a repeated Idempotency-Key gets the first one.
   */
  placeGroupOrder(groupId: RestaurantId, body: unknown, request: { readonly idempotencyKey?: string } = {}): PlaceOrderAnswer {
    const group = this.settings(groupId);
    const key = request.idempotencyKey;
    checkIdempotencyKey(key);
    const checked = checkGroupOrderPayload(body);
    if (!checked.ok) throw new SimulatorError('bad_request', checked.message, checked.field);
    const children = groupChildIntakes(group, checked.payload, (id) => (this.establishments.has(id) ? this.settings(id) : null));
    return this.store.transaction(() => answerOnce(this.store, this.keyedRequest(groupId, key, checked.payload), () => this.takeGroupOrder(groupId, children)));
  }

  /** What an order's Idempotency-Key is checked against (keyed-order-answers.ts). */
  private keyedRequest(scope: RestaurantId, key: string | undefined, payload: unknown): KeyedOrderRequest {
    return { scope, key, request: { restaurantId: scope, payload }, now: this.now(), keptSince: this.instantAgo(IDEMPOTENCY_KEEP_MS) };
  }

  /** Ours (beside checkout 7): a group order read back, each outlet's part with its own track status. */
  trackGroupOrder(groupId: RestaurantId, orderNumber: string): GroupOrderStatus {
    this.settings(groupId);
    const record = orderNumber.length <= 40 ? this.store.findGroupOrder(orderNumber) : null;
    if (!record || record.groupId !== groupId) throw new SimulatorError('not_found', `group order ${orderNumber.slice(0, 40)} does not exist for ${groupId}`);
    const parts = record.partOrderNumbers.flatMap((number) => {
      const order = this.store.findOrder(number);
      return order ? [{ restaurant_token: order.restaurantId, restaurant_name: this.settings(order.restaurantId).restaurant_name, track: this.trackStatus(order) }] : [];
    });
    return { order_number: record.orderNumber, group_id: groupId, parts };
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
            outcome = this.intake(this.settings(child.childId), child.payload, null);
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
      for (const child of children) this.orderedUnits.delete(child.childId);
      if (error === refused && rejection) return { accepted: false, rejection };
      throw error;
    }
  }

  /**
   * Staging (issue 7, checkout 8): the next order of this restaurant that passes the simulator's own checks
   * is answered with this refusal, or fails as a server would (500); the one after it is taken as usual.
   */
  stageNextOrderOutcome(restaurantId: RestaurantId, staged: StagedOrderOutcome): void {
    this.establishment(restaurantId);
    this.stagedOutcomes.set(restaurantId, staged);
  }

  /**
   * Staging (issue 6, `sim limit`): sets or clears a product's or a category's limit, or the total product
   * count limit, live (browsing 3 and 5); kept in memory until reset or restart, like the file it changes.
   */
  setLimit(restaurantId: RestaurantId, change: LimitChange): void {
    this.establishments.set(restaurantId, withLimitChange(this.establishment(restaurantId), change));
    // The day's counts are counted again: an establishment that limited nothing was not counted.
    this.orderedUnits.delete(restaurantId);
  }

  /** browsing 7: POST /api/future/{restaurantId} with { productIds }: what goes with the selection. */
  suggestionsFor(restaurantId: RestaurantId, body: unknown): SuggestionEntry[] {
    const { insights } = this.establishment(restaurantId);
    const parsed = v.safeParse(futureRequest, body);
    if (!parsed.success) {
      const [issue] = parsed.issues;
      throw new SimulatorError('bad_request', issue.message, v.getDotPath(issue) ?? 'productIds');
    }
    return suggestionEntries(insights ?? NO_INSIGHTS, this.catalogue(restaurantId), parsed.output.productIds);
  }

  /** Ours (browsing 2.2, the home's most-ordered block): units sold per product, most sold first. */
  bestSellers(restaurantId: RestaurantId): BestSeller[] {
    const { insights } = this.establishment(restaurantId);
    const since = this.options.clock.now().toUTC().minus({ days: BEST_SELLERS_DAYS }).toISO() ?? '';
    const orders: StoredOrder[] = [];
    for (let page = this.store.listOrders({ restaurantId, since, limit: ORDERS_PAGE }); page.length > 0; ) {
      orders.push(...page);
      const last = page.at(-1)!;
      page = page.length < ORDERS_PAGE ? [] : this.store.listOrders({ restaurantId, since, limit: ORDERS_PAGE, after: { placedAt: last.placedAt, orderNumber: last.orderNumber } });
    }
    return bestSellers(insights ?? NO_INSIGHTS, orders);
  }

  /** Ours (browsing 2.9, the room directory data load): 404 for an establishment without a directory. */
  roomDirectory(restaurantId: RestaurantId): RoomDirectory {
    const { roomDirectory } = this.establishment(restaurantId);
    if (!roomDirectory) throw new SimulatorError('not_found', `${restaurantId} has no room directory`);
    return roomDirectory;
  }
  /** browsing 2.11: a tile click, tracked as a room-directory category click (our path). */
  recordRoomDirectoryClick(restaurantId: RestaurantId, body: unknown): void {
    this.directoryClicks.record(restaurantId, this.roomDirectory(restaurantId), body, this.now());
  }

  /** The clicks recorded so far, oldest first (staging reads them). */
  roomDirectoryClicksSoFar(): readonly RoomDirectoryClickRecord[] {
    return this.directoryClicks.soFar();
  }


  /** Ours (browsing 6, share my basket): keeps a checked basket under a new unguessable id. */
  shareCart(restaurantId: RestaurantId, body: unknown): { readonly cart_id: string } {
    this.establishment(restaurantId);
    const basket = checkSharedBasket(restaurantId, body);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const cartId = newSharedCartId();
      if (this.store.findSharedCart(restaurantId, cartId)) continue;
      this.store.saveSharedCart({ cartId, restaurantId, basket, createdAt: this.now() });
      return { cart_id: cartId };
    }
    throw new Error('the shared cart ids keep clashing');
  }

  /** browsing 7: "Shared cart fetch by cart id" (our path): 404 for an unknown, expired or malformed id. */
  sharedCart(restaurantId: RestaurantId, cartId: string): Basket {
    this.establishment(restaurantId);
    const record = isSharedCartId(cartId) ? this.store.findSharedCart(restaurantId, cartId) : null;
    if (!record || record.createdAt < this.instantAgo(SHARED_CART_KEEP_MS)) {
      throw new SimulatorError('not_found', `no shared cart ${cartId.slice(0, 40)} for ${restaurantId}`);
    }
    return restoreStoredBasket(JSON.stringify(record.basket), restaurantId).basket;
  }

  /**
   * checkout 7, "Receipt request" (our path): the order must be this restaurant's. A real platform e-mails
   * the receipt; the simulator keeps the request in its outbox (staging: GET /_simulator/receipt-requests).
   */
  requestReceipt(restaurantId: RestaurantId, body: unknown): { readonly success: true } {
    this.establishment(restaurantId);
    const request = checkReceiptRequest(body);
    const order = this.store.findOrder(request.orderNumber);
    if (!order || order.restaurantId !== restaurantId) {
      throw new SimulatorError('not_found', `order ${request.orderNumber} does not exist for ${restaurantId}`);
    }
    this.receiptOutbox.push({ restaurantId, ...request, requestedAt: this.now() });
    if (this.receiptOutbox.length > MAX_OUTBOX) this.receiptOutbox.shift();
    return { success: true };
  }

  /** Staging: the receipts asked for so far, latest last. */
  receiptRequestsSoFar(): readonly ReceiptRequestRecord[] {
    return [...this.receiptOutbox];
  }

  /** checkout 7: GET /v1/table/currentTransaction?tableNumber&restaurantToken. */
  tableTransaction(restaurantId: RestaurantId, tableNumber: string): TableTransaction {
    const settings = this.settings(restaurantId);
    if (!settings.tastypay) return { isOpen: false, device: null, transactionKey: null };
    return this.tableBills.currentTransaction(restaurantId, tableNumber);
  }

  /** The table payment page (ours): the open bill of a transaction, its orders and what they cost. */
  tableBill(transactionKey: string): TableBill & { readonly totalPrice: number } {
    const bill = this.tableBills.bill(transactionKey);
    const totalPrice = bill.orderNumbers.reduce((sum, orderNumber) => sum + (this.store.findOrder(orderNumber)?.priced.total ?? 0), 0);
    return { ...bill, totalPrice };
  }

  /**
   * The table payment page (ours): the bill is paid on the sandbox terminal, its orders with it. The answer
   * is where the customer waits for the platform to validate it (checkout 4, order validation screen).
   */
  payTableBill(transactionKey: string): { readonly restaurantId: RestaurantId; readonly validationPath: string } {
    const { bill, session } = this.tableBills.pay(transactionKey, this.options.clock.now());
    for (const orderNumber of bill.orderNumbers) {
      const order = this.store.findOrder(orderNumber);
      if (order) this.payments.paidOnTable(order);
    }
    const query = new URLSearchParams({ t: transactionKey, s: session });
    return { restaurantId: bill.restaurantId, validationPath: `/${encodeURIComponent(bill.restaurantId)}/order-validation?${query.toString()}` };
  }

  /** checkout 7, "Order status by transaction" (query t and s; the path is ours). */
  transactionOrderStatus(transactionKey: string, session: string): TransactionOrderStatus | null {
    return this.tableBills.orderStatus(transactionKey, session, this.options.clock.now());
  }

  /**
   * accounts 7, Get order list (our path, http-server/README.md): the orders of the customer signed in with
   * this session at this establishment, a page sorted by the server (accounts 9); 401 without a session.
   */
  customerOrders(restaurantId: RestaurantId, accessToken: string | undefined, query: Readonly<Record<string, unknown>>): OrderList {
    const settings = this.settings(restaurantId);
    const userId = this.accounts.userIdOfSession(restaurantId, accessToken);
    if (!userId) throw new AccountRefusal('not_connected');
    const { orders, count } = this.store.listCustomerOrders(customerOrderQuery(restaurantId, userId, checkOrderListParams(query)));
    const catalogue = this.catalogue(restaurantId);
    return { items: orders.map((order) => historyOrderOf(order, settings, catalogue)), count };
  }

  /** accounts 2: a demo customer's past orders, seeded once through the intake (history/demo-past-orders.ts). */
  private seedDemoPastOrders(restaurantId: RestaurantId, userId: string, demo: DemoCustomer): void {
    const seeding = { store: this.store, settings: this.settings(restaurantId), catalogue: this.catalogue(restaurantId), now: this.options.clock.now(), newOrderNumber: () => this.newOrderNumber() };
    const customer = { userId, name: `${demo.firstName} ${demo.lastName}`, email: demo.email.trim().toLowerCase(), phone: demo.phone ?? '' };
    seedPastOrders(seeding, customer, demo.pastOrders);
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
  resolveOrder(reference: string, restaurantId?: RestaurantId): StoredOrder {
    this.payments.settleDue();
    return resolveOrderReference(this.store, (id) => this.establishments.get(id)?.settings, reference, restaurantId);
  }

  /** checkout 7 "Is order paid" (GET api/click_and_collect/v7/pending/{id}): 404 for an unknown order. */
  paymentState(orderNumber: string): PaymentState {
    return this.payments.state(orderNumber);
  }

  /** Issue 22.2, ours: the customer's storefront gives an unpaid order's payment up (online-order-payments.ts). */
  giveUpPayment(orderNumber: string): PaymentState {
    return this.payments.giveUp(orderNumber);
  }

  /** The sandbox's hosted card fields pay an order (checkout 4): the card decides, the simulator prices. */
  payWithCard(orderNumber: string, card: { readonly number: unknown; readonly expiry: unknown; readonly cvc: unknown }): PaymentState {
    return this.payments.payWithCard(orderNumber, card);
  }

  /** The sandbox's redirect page: the customer's choice, and the address to go back to (checkout 4). */
  payByRedirect(orderNumber: string, result: PaymentResult): string {
    return this.payments.payByRedirect(orderNumber, result);
  }

  /** What the sandbox's pages show of an order: its establishment, the amount the simulator priced, its state. */
  sandboxOrder(orderNumber: string): { readonly order: StoredOrder; readonly settings: RestaurantSettings; readonly payment: PaymentState } {
    const payment = this.paymentState(orderNumber);
    const order = this.payments.placedOrder(orderNumber);
    return { order, settings: this.settings(order.restaurantId), payment };
  }

  /** Staging (`sim pay`): a payment outcome for an online order. */
  stagePayment(reference: string, outcome: StagedPayment, restaurantId?: RestaurantId): PaymentState {
    return this.payments.stage(this.resolveOrder(reference, restaurantId), outcome);
  }

  /** Moves an order to its next step (an admin call, not part of the platform's public API). */
  advance(reference: string, restaurantId?: RestaurantId): TrackStatus {
    const order = this.resolveOrder(reference, restaurantId);
    const lastStep = trackingStepsFor(order.payload.order_types_id).length - 1;
    if (order.canceled) throw new SimulatorError('bad_request', `order ${order.orderNumber} is canceled`, 'orderNumber');
    // checkout 4 (issue 22.1): an order paid online is not the kitchen's before it is paid.
    if (order.status === 'awaiting_payment') throw new SimulatorError('bad_request', `order ${order.orderNumber} is waiting for its payment`, 'orderNumber');
    if (order.stepIndex >= lastStep) throw new SimulatorError('bad_request', `order ${order.orderNumber} is already at its last step`, 'orderNumber');
    return this.changeStatus(order, order.stepIndex + 1, false);
  }

  /** The restaurant cancels an order (admin call), so the tracking page can show it. */
  cancel(reference: string, restaurantId?: RestaurantId): TrackStatus {
    const order = this.resolveOrder(reference, restaurantId);
    return this.changeStatus(order, order.stepIndex, true);
  }

  /** What happened to an order, oldest first: placed, each step, canceled. */
  orderHistory(orderNumber: string): readonly OrderEvent[] {
    return this.store.orderEvents(orderNumber);
  }

  /** Recorded orders of an establishment, oldest first, a page at a time (`ordering orders export`). */
  exportOrders(query: OrderQuery): ExportedOrder[] {
    this.settings(query.restaurantId);
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

  /** Sets a product's stock (admin): a number of units, or null for "not available" (browsing 3). */
  setStock(restaurantId: RestaurantId, productId: number, numberAvailable: number | null): void {
    this.product(restaurantId, productId);
    if (numberAvailable !== null && (!Number.isInteger(numberAvailable) || numberAvailable < 0 || numberAvailable > 1_000_000)) {
      throw new SimulatorError('bad_request', 'number_available is a whole number of units up to 1000000, or null', 'number_available');
    }
    this.store.setStock(restaurantId, productId, numberAvailable);
  }

  /** Changes a product's price in cents (admin): a menu changed while a customer had it open. */
  setPrice(restaurantId: RestaurantId, productId: number, price: number): void {
    this.product(restaurantId, productId);
    if (!Number.isInteger(price) || price < 0 || price > 10_000_000) throw new SimulatorError('bad_request', 'price is a whole number of cents up to 10000000', 'price');
    this.store.setPrice(restaurantId, productId, price);
  }

  /** checkout 7: a client log. Only the latest are kept: the simulator must not grow without end. */
  logFromClient(restaurantId: RestaurantId, body: unknown): void {
    this.settings(restaurantId);
    const entry = body as Partial<ClientLogEntry> | null;
    if (entry?.level !== 'warn') throw new SimulatorError('bad_request', 'level must be warn', 'level');
    if (typeof entry.message !== 'string' || entry.message.length > 2_000) {
      throw new SimulatorError('bad_request', 'message is a text of at most 2000 characters', 'message');
    }
    this.store.addClientLog({ level: 'warn', restaurantId, message: entry.message }, this.now(), MAX_CLIENT_LOGS);
  }

  clientLogsSoFar(): readonly ClientLogEntry[] {
    return this.store.clientLogs();
  }

  onOrderChanged(listener: (change: OrderChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the automatic advance, forgets the listeners and closes the store. */
  close(): void {
    if (this.autoAdvanceTimer) clearInterval(this.autoAdvanceTimer);
    this.autoAdvanceTimer = null;
    this.listeners.clear();
    this.store.close();
  }

  private intake(settings: RestaurantSettings, payload: StoredOrder['payload'], idempotencyKey: string | null): PlaceOrderOutcome {
    // Orders whose payment was abandoned free their slot and their units (issue 22.2).
    this.payments.settleDue();
    const catalogue = this.catalogue(settings.id);
    const verdict = checkOrderIntake(settings, catalogue, payload, slotDateOf(payload, settings.timezone, this.options.clock.now()));
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
    const now = this.options.clock.now();
    // checkout 4: the slot is still offered and has room (counted in this transaction: never more than it holds).
    const orderType = settings.orderTypes.find((type) => type.id === payload.order_types_id)!;
    const slotCheck = checkSlot(settings, orderType, verdict.payload, now, (slot) => this.ordersInSlot(settings, orderType.id, slot, now));
    if (slotCheck.rejection) return { accepted: false, rejection: slotCheck.rejection };
    const placedAt = now.toUTC().toISO() ?? '';
    const businessDay = now.setZone(settings.timezone).toISODate() ?? '';
    this.takeStock(settings.id, unitsTaken(verdict.priced));
    const orderNumber = this.newOrderNumber();
    // The day's counters grow by this order's units (counted again from the store when the day changes).
    const counted = this.orderedUnits.get(settings.id);
    if (counted) this.orderedUnits.set(settings.id, { day: counted.day, counts: addCounts(counted.counts, countOrdered(catalogue, [verdict.priced])) });
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
      this.tableBills.addOrder(settings.id, payload.table_information, orderNumber);
    }
    // checkout 4: an online order waits for its payment; redirect providers send the customer to the sandbox's page.
    const redirectionUrl = this.payments.open(order);
    return { accepted: true, order: { order_number: orderNumber, redirectionUrl } };
  }

  /** The orders not canceled of this order type in this slot (placed at most the longest pre-order ago). */
  private ordersInSlot(settings: RestaurantSettings, orderTypeId: number, slot: SlotKey, now: ReturnType<Clock['now']>): number {
    const since = now.toUTC().minus({ days: SLOT_LOOKBACK_DAYS }).toISO() ?? '';
    let count = 0;
    for (let page = this.store.listOrders({ restaurantId: settings.id, since, limit: ORDERS_PAGE }); page.length > 0; ) {
      for (const order of page) {
        const { payload } = order;
        if (order.canceled || payload.order_types_id !== orderTypeId || payload.time_slot_id !== slot.timeSlotId) continue;
        if (slotDateOf(payload, settings.timezone, DateTime.fromISO(order.placedAt)) === slot.date) count += 1;
      }
      const last = page.at(-1)!;
      page = page.length < ORDERS_PAGE ? [] : this.store.listOrders({ restaurantId: settings.id, since, limit: ORDERS_PAGE, after: { placedAt: last.placedAt, orderNumber: last.orderNumber } });
    }
    return count;
  }

  private newOrderNumber(): string {
    // 60 random bits: a clash is all but impossible, but a number must never be given twice.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const candidate = this.orderNumbers();
      if (!this.store.isOrderNumberIssued(candidate)) return candidate;
    }
    throw new Error('the order number source keeps giving numbers already used');
  }

  private takeStock(restaurantId: RestaurantId, taken: readonly { dish: number; nb: number }[]): void {
    for (const [productId, units] of stockLeftAfter(this.catalogue(restaurantId), taken)) this.store.setStock(restaurantId, productId, units);
  }

  private changeStatus(order: StoredOrder, stepIndex: number, canceled: boolean): TrackStatus {
    const steps = trackingStepsFor(order.payload.order_types_id);
    const status: OrderStatusName = canceled ? 'canceled' : (steps[stepIndex] ?? 'sent');
    // A canceled order no longer counts toward the limits (browsing 5): count again.
    if (canceled) this.orderedUnits.delete(order.restaurantId);
    this.store.updateOrderStatus(order.orderNumber, { stepIndex, canceled, status, finished: canceled || stepIndex >= steps.length - 1, at: this.now() });
    const changed = { ...order, stepIndex, canceled, status };
    this.notify(order);
    return this.trackStatus(changed);
  }

  private notify(order: StoredOrder): void {
    const message: OrderChange = { restaurantToken: order.restaurantId, orderNumber: order.orderNumber, type: 'order_status' };
    for (const listener of this.listeners) listener(message);
  }

  private startAutoAdvance(everyMs: number): void {
    this.autoAdvanceTimer = setInterval(() => {
      for (const order of this.store.openOrdersUnchangedSince(this.instantAgo(everyMs))) {
        if (this.establishments.has(order.restaurantId)) this.advance(order.orderNumber);
      }
    }, Math.min(everyMs, AUTO_ADVANCE_TICK_MS));
    // A timer must not keep a CLI or a test process alive on its own.
    this.autoAdvanceTimer.unref?.();
  }

  private trackStatus(order: StoredOrder): TrackStatus {
    const dishes = new Set(order.priced.lines.flatMap((line) => line.dishes));
    const preparation = Math.max(0, ...this.catalogue(order.restaurantId).products.filter((product) => dishes.has(product.id)).map((product) => product.preparation_time));
    return trackStatusOf(order, this.settings(order.restaurantId), this.payments.stateOf(order).payment_status, preparation);
  }

  private establishment(restaurantId: RestaurantId): EstablishmentData {
    const establishment = this.establishments.get(restaurantId);
    if (!establishment) throw new SimulatorError('not_found', `no establishment ${restaurantId}`);
    return establishment;
  }

  private product(restaurantId: RestaurantId, productId: number) {
    const product = this.establishment(restaurantId).catalogue.products.find((p) => p.id === productId);
    if (!product) throw new SimulatorError('not_found', `no product ${productId} at ${restaurantId}`);
    return product;
  }

  private now(): string {
    return this.options.clock.now().toUTC().toISO() ?? '';
  }

  private instantAgo(ms: number): string {
    return this.options.clock.now().toUTC().minus({ milliseconds: ms }).toISO() ?? '';
  }
}
