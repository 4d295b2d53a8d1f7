import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { MenuAvailability } from '../../../core/domain/catalogue/menu-availability';
import type { OrderList } from '../../../core/domain/account/history-order';
import type { Basket } from '../../../core/domain/basket/basket';
import type { BestSeller } from '../../../core/domain/home/home-selections';
import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';
import type { HighlightProduct } from '../../../core/domain/room-directory/highlight-product';
import type { SuggestionEntry } from '../../../core/domain/suggestions/product-suggestions';
import type { GroupOrderStatus } from '../../../core/domain/group/group-order-tracking';
import type { PaymentResult } from '../../../core/domain/payment/payment-providers';
import type { PaymentState } from '../../../core/domain/payment/payment-status';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { TransactionOrderStatus } from '../../../core/domain/table/order-validation';
import type { TableTransaction } from '../../../core/domain/table/table-payment';
import type { TableBillAnswer } from '../../../core/domain/hub/table-bill';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import { AccountRefusal } from '../../../core/ports/account-gateway';
import type { ClientLogEntry } from '../../../core/ports/client-log';
import type { Clock } from '../../../core/ports/clock';
import type { DemoCustomer } from '../account/demo-customers';
import { SimulatorAccounts } from '../account/simulator-accounts';
import type { AddressSearchAnswer } from '../address/address-search';
import { SimulatorAddressSearch } from '../address/address-search';
import { SimulatorBookings } from '../booking/simulator-bookings';
import type { EstablishmentData } from '../establishments/establishment-data';
import { demoEstablishmentFolder } from '../establishments/establishment-folder';
import { SimulatorFeedback } from '../feedback/simulator-feedback';
import { SimulatorPush } from '../push/simulator-push';
import { SimulatorPromotions } from '../promotions/simulator-promotions';
import { SimulatorLoyalty } from '../loyalty/simulator-loyalty';
import { checkOrderListParams, customerOrderQuery, historyOrderOf } from '../history/customer-order-history';
import { seedPastOrders } from '../history/demo-past-orders';
import type { StagedPayment } from '../sandbox/sandbox-payments';
import type { OrderEvent, OrderQuery, SimulatorStore, StoredOrder } from '../store/simulator-store';
import { IDEMPOTENCY_KEEP_MS } from './idempotency';
import type { LimitChange } from './limit-settings';
import { OrderAttemptLookup } from './order-attempt-lookup';
import type { OrderNumberSource } from './order-numbers';
import { randomOrderNumbers } from './order-numbers';
import type { ReceiptRequestRecord } from './receipt-requests';
import type { RoomDirectoryClickRecord } from './room-directory-clicks';
import type { ProductEventRecord } from './product-events';
import { SimulatorBrowsing } from './simulator-browsing';
import { SimulatorCatalogue } from './simulator-catalogue';
import { SimulatorClientRecords } from './simulator-client-records';
import { SHARED_CART_KEEP_MS } from './shared-carts';
import type { ExportedOrder, OrderChange, OrderToPlace, PlaceOrderAnswer, PlacedTogether } from './simulator-orders';
import { SimulatorOrders } from './simulator-orders';
import { SimulatorTables } from './simulator-tables';
import type { StagedOrderOutcome } from './staged-order-outcome';
import type { TableBill, TableBillChange } from './table-bills';
import { TableSharePayments } from './table-share-payments';
import { TableBills } from './table-bills';

export type { ExportedOrder, OrderChange, OrderToPlace, PlaceOrderAnswer, PlaceOrderOutcome, PlaceOrderRequest, PlacedTogether } from './simulator-orders';

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

/**
 * The simulated restaurant platform, the facade every mount calls (in-process gateways, the HTTP + socket.io
 * server, the staging clients), so they cannot disagree. Each area is a class of its own behind it: the
 * establishments and their menus (SimulatorCatalogue), the orders and their payments (SimulatorOrders, its
 * intake in OrderTaking), what browsing asks (SimulatorBrowsing), the receipts and client logs
 * (SimulatorClientRecords), the accounts, bookings and feedback; what is left here is small enough to read in place. State lives in a
 * SimulatorStore so that a restart loses nothing. Methods throw SimulatorError for what the platform refuses
 * (404, 400, 422).
 */
export class SimulatorEngine {
  private readonly store: SimulatorStore;
  private readonly clock: Clock;
  private readonly establishments: SimulatorCatalogue;
  private readonly orders: SimulatorOrders;
  /** checkout 7, pay-the-table: the open bills of the tables (in memory, a sandbox of the feature). */
  private readonly tableBills = new TableBills();
  private readonly tables: SimulatorTables;
  readonly tableShares: TableSharePayments;
  /** browsing 2, 6, 7: suggestions, best sellers, the room directory and its clicks, shared baskets. */
  private readonly browsing: SimulatorBrowsing;
  /** checkout 7: the receipts asked for and the client logs. */
  private readonly clientRecords: SimulatorClientRecords;
  /** accounts 2 to 8: the customer accounts (adapters/simulator/account). */
  readonly accounts: SimulatorAccounts;
  /** accounts 3 to 7: the bookings (adapters/simulator/booking). */
  readonly bookings: SimulatorBookings;
  /** accounts 3 and 7: the feedback taken (adapters/simulator/feedback). */
  readonly feedback: SimulatorFeedback;
  /** Issue 19 (accounts 2, 7): the push registrations (adapters/simulator/push). */
  readonly push: SimulatorPush;
  /** Issue 18 (checkout 3, 7, 8): the promotion programme (adapters/simulator/promotions). */
  readonly promotions: SimulatorPromotions;
  /** Issue 18 (checkout 7, 8): the loyalty programme (adapters/simulator/loyalty). */
  readonly loyalty: SimulatorLoyalty;
  /** Ours (issue 15.5): the order an attempt took, by its idempotency key (order-attempt-lookup.ts). */
  readonly orderAttempts: OrderAttemptLookup;
  /** Ours (checkout 3 deliveryData latitude, longitude): the offline address search (adapters/simulator/address). */
  private readonly addressSearch: SimulatorAddressSearch;

  constructor(options: SimulatorOptions) {
    this.store = options.store;
    this.clock = options.clock;
    this.establishments = new SimulatorCatalogue(this.store, this.clock, options.establishments ?? demoEstablishmentFolder().establishments);
    this.addressSearch = new SimulatorAddressSearch(options.clock);
    this.browsing = new SimulatorBrowsing(this.store, this.clock, this.establishments);
    this.clientRecords = new SimulatorClientRecords(this.store, this.clock, this.establishments);
    this.accounts = new SimulatorAccounts({
      store: this.store.accounts(),
      clock: options.clock,
      settings: (id) => this.establishment(id).settings,
      catalogue: (id) => this.catalogue(id),
      establishmentIds: () => this.establishmentIds(),
      demoCustomers: (id) => this.establishment(id).demoCustomers ?? [],
      demoCustomerReady: (id, userId, demo) => this.seedDemoPastOrders(id, userId, demo),
    });
    this.orders = new SimulatorOrders({
      store: this.store,
      clock: options.clock,
      catalogue: this.establishments,
      orderNumbers: options.orderNumbers ?? randomOrderNumbers(),
      tableBills: this.tableBills,
      sessionUser: (restaurantId, accessToken) => this.accounts.userIdOfSession(restaurantId, accessToken),
    });
    this.tables = new SimulatorTables({ bills: this.tableBills, store: this.store, clock: this.clock, settings: (id) => this.settings(id), payments: () => this.orders.payments });
    this.tableShares = new TableSharePayments({ tables: this.tables, bills: this.tableBills, store: this.store, clock: this.clock, settings: (id) => this.settings(id) });
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
    this.push = new SimulatorPush({ store: this.store.push(), clock: options.clock, establishment: (id) => void this.establishment(id), transaction: (work) => this.store.transaction(work) });
    this.promotions = new SimulatorPromotions(this.store.promotions(), options.clock, this.establishments);
    this.loyalty = new SimulatorLoyalty(this.store.loyalty(), options.clock, this.establishments, this.promotions);
    this.orderAttempts = new OrderAttemptLookup({ store: this.store, clock: options.clock, checkEstablishment: (id) => void this.establishment(id) });
    this.store.purgeIdempotency(this.instantAgo(2 * IDEMPOTENCY_KEEP_MS));
    this.store.purgeSharedCarts(this.instantAgo(SHARED_CART_KEEP_MS));
    if (options.autoAdvanceMs) this.orders.startAutoAdvance(options.autoAdvanceMs);
  }

  /**
   * Back to the state of the establishment files (admin): no orders, their stock and prices, no client
   * logs. Order numbers and today's display numbers stay used: a number is never given twice.
   */
  reset(): void {
    this.establishments.reset();
    this.orders.reset();
    this.tableBills.clear();
    this.store.tableShares().deleteAll();
    this.browsing.reset();
    this.accounts.reset();
    this.bookings.reset();
    this.feedback.reset();
    this.push.reset();
    for (const programme of [this.promotions, this.loyalty]) programme.reset();
    this.addressSearch.reset();
    this.store.transaction(() => {
      this.store.deleteOrders();
      this.store.clearCatalogueChanges();
      this.store.clearClientLogs();
    });
  }

  // The establishments and their menus (simulator-catalogue.ts).
  establishmentIds(): RestaurantId[] {
    return this.establishments.ids();
  }
  settings(restaurantId: RestaurantId): RestaurantSettings {
    return this.establishments.settings(restaurantId);
  }
  /** browsing 2.1: the establishment id a hashed alias stands for, or null (every HTTP call resolves it, alias-rewrite.ts). */
  idOfAlias(alias: string): RestaurantId | null {
    return this.establishments.idOfAlias(alias);
  }

  catalogue(restaurantId: RestaurantId): Catalogue {
    return this.establishments.catalogue(restaurantId);
  }
  setClosed(restaurantId: RestaurantId, closed: boolean): void {
    this.establishments.setClosed(restaurantId, closed);
  }
  setLimit(restaurantId: RestaurantId, change: LimitChange): void {
    this.establishments.setLimit(restaurantId, change);
  }
  setStock(restaurantId: RestaurantId, productId: number, numberAvailable: number | null): void {
    this.establishments.setStock(restaurantId, productId, numberAvailable);
  }
  setPrice(restaurantId: RestaurantId, productId: number, price: number): void {
    this.establishments.setPrice(restaurantId, productId, price);
  }
  /** Issue 20.3 (`sim busy`): minutes added to the preparation time, 0 to end it (menu-availability-feed.ts). */
  setBusy(restaurantId: RestaurantId, minutes: number): void {
    this.establishments.setBusy(restaurantId, minutes);
  }
  /** Issue 20.3: the stock of each tracked product and the preparation time, as an open menu follows them. */
  menuAvailability(restaurantId: RestaurantId): MenuAvailability {
    return this.establishments.availabilityFeed.availability(restaurantId);
  }
  onMenuAvailabilityChanged(listener: (availability: MenuAvailability) => void): () => void {
    return this.establishments.availabilityFeed.onChanged(listener);
  }

  // The orders (simulator-orders.ts).
  placeOrder(restaurantId: RestaurantId, body: unknown, request: { readonly idempotencyKey?: string; readonly accessToken?: string } = {}): PlaceOrderAnswer {
    return this.orders.place(restaurantId, body, request);
  }
  /** Issue 17: orders arrived together (the HTTP server's group commit), one commit for all, each answered after it. */
  placeOrders(orders: readonly OrderToPlace[]): PlacedTogether[] {
    return this.orders.placeTogether(orders);
  }
  placeGroupOrder(groupId: RestaurantId, body: unknown, request: { readonly idempotencyKey?: string } = {}): PlaceOrderAnswer {
    return this.orders.placeGroup(groupId, body, request);
  }
  trackGroupOrder(groupId: RestaurantId, orderNumber: string): GroupOrderStatus {
    return this.orders.trackGroup(groupId, orderNumber);
  }
  stageNextOrderOutcome(restaurantId: RestaurantId, staged: StagedOrderOutcome): void {
    this.orders.stageNextOutcome(restaurantId, staged);
  }
  track(restaurantId: RestaurantId, orderNumber: string): TrackStatus {
    return this.orders.track(restaurantId, orderNumber);
  }
  /** Issue 18: the platform route's track answer, with the order's discounts (simulator-orders.ts). */
  trackAnswer(restaurantId: RestaurantId, orderNumber: string): ReturnType<SimulatorOrders['trackAnswer']> {
    return this.orders.trackAnswer(restaurantId, orderNumber);
  }
  resolveOrder(reference: string, restaurantId?: RestaurantId): StoredOrder {
    return this.orders.resolve(reference, restaurantId);
  }
  advance(reference: string, restaurantId?: RestaurantId): TrackStatus {
    return this.orders.advance(reference, restaurantId);
  }
  cancel(reference: string, restaurantId?: RestaurantId): TrackStatus {
    return this.orders.cancel(reference, restaurantId);
  }
  /** What happened to an order, oldest first: placed, each step, canceled. */
  orderHistory(orderNumber: string): readonly OrderEvent[] {
    return this.store.orderEvents(orderNumber);
  }
  exportOrders(query: OrderQuery): ExportedOrder[] {
    return this.orders.export(query);
  }
  onOrderChanged(listener: (change: OrderChange) => void): () => void {
    return this.orders.onChanged(listener);
  }

  // Online payments of orders (online-order-payments.ts): checkout 4 and 7, the sandbox's pages, `sim pay`.
  paymentState(orderNumber: string): PaymentState {
    return this.orders.payments.state(orderNumber);
  }
  /** Issue 22.2, ours: the customer's storefront gives an unpaid order's payment up. */
  giveUpPayment(orderNumber: string): PaymentState {
    return this.orders.payments.giveUp(orderNumber);
  }
  payWithCard(orderNumber: string, card: { readonly number: unknown; readonly expiry: unknown; readonly cvc: unknown }): PaymentState {
    return this.orders.payments.payWithCard(orderNumber, card);
  }
  payByRedirect(orderNumber: string, result: PaymentResult): string {
    return this.orders.payments.payByRedirect(orderNumber, result);
  }
  /** What the sandbox's pages show of an order: its establishment, the amount the simulator priced, its state. */
  sandboxOrder(orderNumber: string): { readonly order: StoredOrder; readonly settings: RestaurantSettings; readonly payment: PaymentState } {
    const payment = this.paymentState(orderNumber);
    const order = this.orders.payments.placedOrder(orderNumber);
    return { order, settings: this.settings(order.restaurantId), payment };
  }
  stagePayment(reference: string, outcome: StagedPayment, restaurantId?: RestaurantId): PaymentState {
    return this.orders.payments.stage(this.resolveOrder(reference, restaurantId), outcome);
  }

  /** Ours: the addresses known for a query typed at a restaurant's checkout (its city first); `client` is who is rate limited. */
  searchAddresses(restaurantId: RestaurantId, query: unknown, client: string): AddressSearchAnswer {
    return this.addressSearch.search(query, client, this.establishment(restaurantId).settings.address_city ?? '');
  }

  // What the storefront asks while browsing (simulator-browsing.ts).
  suggestionsFor(restaurantId: RestaurantId, body: unknown): SuggestionEntry[] {
    return this.browsing.suggestionsFor(restaurantId, body);
  }
  bestSellers(restaurantId: RestaurantId): BestSeller[] {
    return this.browsing.bestSellers(restaurantId);
  }
  roomDirectory(restaurantId: RestaurantId): RoomDirectory {
    return this.browsing.roomDirectory(restaurantId);
  }
  highlightProduct(restaurantId: RestaurantId, serviceId: string): HighlightProduct {
    return this.browsing.highlightProduct(restaurantId, serviceId);
  }
  recordRoomDirectoryClick(restaurantId: RestaurantId, body: unknown): void {
    this.browsing.recordRoomDirectoryClick(restaurantId, body);
  }
  roomDirectoryClicksSoFar(): readonly RoomDirectoryClickRecord[] {
    return this.browsing.roomDirectoryClicksSoFar();
  }
  recordProductEvent(restaurantId: RestaurantId, body: unknown): void {
    this.browsing.recordProductEvent(restaurantId, body);
  }
  productEventsSoFar(): readonly ProductEventRecord[] {
    return this.browsing.productEventsSoFar();
  }
  shareCart(restaurantId: RestaurantId, body: unknown): { readonly cart_id: string } {
    return this.browsing.shareCart(restaurantId, body);
  }
  sharedCart(restaurantId: RestaurantId, cartId: string): Basket {
    return this.browsing.sharedCart(restaurantId, cartId);
  }

  // What the storefront leaves besides orders (simulator-client-records.ts).
  requestReceipt(restaurantId: RestaurantId, body: unknown): { readonly success: true } {
    return this.clientRecords.requestReceipt(restaurantId, body);
  }
  receiptRequestsSoFar(): readonly ReceiptRequestRecord[] {
    return this.clientRecords.receiptRequestsSoFar();
  }
  logFromClient(restaurantId: RestaurantId, body: unknown): void {
    this.clientRecords.logFromClient(restaurantId, body);
  }
  clientLogsSoFar(): readonly ClientLogEntry[] {
    return this.clientRecords.clientLogsSoFar();
  }

  // Pay-the-table (simulator-tables.ts).
  tableTransaction(restaurantId: RestaurantId, tableNumber: string): TableTransaction {
    return this.tables.transaction(restaurantId, tableNumber);
  }
  tableBill(transactionKey: string): TableBill & { readonly totalPrice: number } {
    return this.tables.bill(transactionKey);
  }
  tableHubBill(restaurantId: RestaurantId, tableNumber: string): TableBillAnswer {
    return this.tables.tableBill(restaurantId, tableNumber);
  }
  payTableBill(transactionKey: string): { readonly restaurantId: RestaurantId; readonly validationPath: string } {
    return this.tables.pay(transactionKey);
  }
  transactionOrderStatus(transactionKey: string, session: string): TransactionOrderStatus | null {
    return this.tables.orderStatus(transactionKey, session);
  }
  /** Issue 20 item 2: who is told when a table's bill changes (its shares: `tableShares`, table-share-payments.ts). */
  onTableBillChanged(listener: (change: TableBillChange) => void): () => void {
    return this.tableBills.onChanged(listener);
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
    const seeding = { store: this.store, settings: this.settings(restaurantId), catalogue: this.catalogue(restaurantId), now: this.clock.now(), newOrderNumber: () => this.orders.newOrderNumber() };
    const customer = { userId, name: `${demo.firstName} ${demo.lastName}`, email: demo.email.trim().toLowerCase(), phone: demo.phone ?? '' };
    seedPastOrders(seeding, customer, demo.pastOrders);
  }

  /** Stops the automatic advance, forgets the listeners and closes the store. */
  close(): void {
    this.orders.close();
    this.tableShares.close();
    this.establishments.availabilityFeed.close();
    this.store.close();
  }

  private establishment(restaurantId: RestaurantId): EstablishmentData {
    return this.establishments.establishment(restaurantId);
  }

  private instantAgo(ms: number): string {
    return this.clock.now().toUTC().minus({ milliseconds: ms }).toISO() ?? '';
  }
}
