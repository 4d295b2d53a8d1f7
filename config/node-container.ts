import { Container } from 'inversify';
import { HttpCatalogueGateway } from '../adapters/http/http-catalogue-gateway';
import { HttpClientLog } from '../adapters/http/http-client-log';
import { HttpOrderGateway } from '../adapters/http/http-order-gateway';
import { HttpGroupOrderGateway } from '../adapters/http/http-group-order-gateway';
import { InProcessGroupOrderGateway } from '../adapters/simulator/in-process/in-process-group-order-gateway';
import { bindGroupOrder } from './bind-group-order';
import { PlatformHttpClient } from '../adapters/http/platform-http-client';
import { HttpSimulatorAdmin } from '../adapters/simulator/admin/http-simulator-admin';
import { InProcessSimulatorAdmin } from '../adapters/simulator/admin/in-process-simulator-admin';
import { SIMULATOR_ADMIN } from '../adapters/simulator/admin/simulator-admin';
import type { SimulatorEngine } from '../adapters/simulator/engine/simulator-engine';
import { InProcessCatalogueGateway } from '../adapters/simulator/in-process/in-process-catalogue-gateway';
import { InProcessClientLog } from '../adapters/simulator/in-process/in-process-client-log';
import { InProcessLiveUpdates } from '../adapters/simulator/in-process/in-process-live-updates';
import { InProcessMenuLiveUpdates } from '../adapters/simulator/in-process/in-process-menu-live-updates';
import { SocketMenuLiveUpdates } from '../adapters/socket/socket-menu-live-updates';
import { InProcessOrderGateway } from '../adapters/simulator/in-process/in-process-order-gateway';
import { SocketLiveUpdates } from '../adapters/socket/socket-live-updates';
import { InMemoryKeyValueStore } from '../adapters/storage/in-memory-key-value-store';
import { RandomIdGenerator } from '../adapters/system/random-id-generator';
import { SequentialIdGenerator } from '../adapters/system/sequential-id-generator';
import { HttpSelectionGateway } from '../adapters/http/http-selection-gateway';
import { InProcessSelectionGateway } from '../adapters/simulator/in-process/in-process-selection-gateway';
import { MathRandomSource } from '../adapters/system/math-random-source';
import { SeededRandomSource } from '../adapters/system/seeded-random-source';
import { RANDOM_SOURCE } from '../core/ports/random-source';
import { SELECTION_GATEWAY } from '../core/ports/selection-gateway';
import { ROOM_DIRECTORY_GATEWAY } from '../core/ports/room-directory-gateway';
import { ROOM_DIRECTORY_CLICK_TRACKER } from '../core/ports/room-directory-click-tracker';
import { HttpRoomDirectoryClickTracker } from '../adapters/http/http-room-directory-click-tracker';
import { InProcessRoomDirectoryClickTracker } from '../adapters/simulator/in-process/in-process-room-directory-click-tracker';
import { PRODUCT_EVENT_TRACKER } from '../core/ports/product-event-tracker';
import type { ProductEventTracker } from '../core/ports/product-event-tracker';
import { TrackProductEvent } from '../core/use-cases/catalogue/track-product-event';
import { HttpProductEventTracker } from '../adapters/http/http-product-event-tracker';
import { InProcessProductEventTracker } from '../adapters/simulator/in-process/in-process-product-event-tracker';
import { SHARED_CART_GATEWAY } from '../core/ports/shared-cart-gateway';
import { HttpSharedCartGateway } from '../adapters/http/http-shared-cart-gateway';
import { InProcessSharedCartGateway } from '../adapters/simulator/in-process/in-process-shared-cart-gateway';
import { InProcessAddressSearchGateway } from '../adapters/simulator/in-process/in-process-address-search-gateway';
import { HttpAddressSearchGateway } from '../adapters/http/http-address-search-gateway';
import { bindAddressSearch } from './bind-address-search';
import { bindStoreLocator } from './bind-store-locator';
import { InProcessGeocodingGateway } from '../adapters/simulator/in-process/in-process-geocoding-gateway';
import { HttpGeocodingGateway } from '../adapters/geocoding/http-geocoding-gateway';
import { RECEIPT_GATEWAY } from '../core/ports/receipt-gateway';
import { HttpReceiptGateway } from '../adapters/http/http-receipt-gateway';
import { InProcessReceiptGateway } from '../adapters/simulator/in-process/in-process-receipt-gateway';
import { TABLE_GATEWAY } from '../core/ports/table-gateway';
import { HttpTableGateway } from '../adapters/http/http-table-gateway';
import { InProcessTableGateway } from '../adapters/simulator/in-process/in-process-table-gateway';
import { ACCOUNT_SESSION_STORE, PLATFORM_BASE_URL, USE_CASES } from './use-case-tokens';
import { AccountSessionStore } from '../core/use-cases/account/account-session-store';
import { ACCOUNT_GATEWAY } from '../core/ports/account-gateway';
import { ORDER_HISTORY_GATEWAY } from '../core/ports/order-history-gateway';
import { HttpOrderHistoryGateway } from '../adapters/http/http-order-history-gateway';
import { InProcessOrderHistoryGateway } from '../adapters/simulator/in-process/in-process-order-history-gateway';
import { HttpAccountGateway } from '../adapters/http/http-account-gateway';
import { InProcessAccountGateway } from '../adapters/simulator/in-process/in-process-account-gateway';
import { bindAccountUseCases } from './bind-account-use-cases';
import { bindBooking } from './bind-booking';
import { BOOKING_SUPPORT } from '../core/ports/booking-gateway';
import { InProcessBookingGateway } from '../adapters/simulator/in-process/in-process-booking-gateway';
import { HttpBookingGateway } from '../adapters/http/http-booking-gateway';
import { HttpBookingSupport } from '../adapters/simulator/admin/http-booking-support';
import { bindFeedback } from './bind-feedback';
import { PROMO_CODE_GATEWAY } from '../core/ports/promo-code-gateway';
import { CHECK_PROMO_CODE, CheckPromoCode } from '../core/use-cases/promotion/check-promo-code';
import { ComputeCheckoutTotals } from '../core/use-cases/checkout/compute-checkout-totals';
import { InProcessPromoCodeGateway } from '../adapters/simulator/in-process/in-process-promo-code-gateway';
import { HttpPromoCodeGateway } from '../adapters/http/http-promo-code-gateway';
import { bindLoyalty } from './bind-loyalty';
import { InProcessLoyaltyGateway } from '../adapters/simulator/in-process/in-process-loyalty-gateway';
import { HttpLoyaltyGateway } from '../adapters/http/http-loyalty-gateway';
import { InProcessFeedbackGateway, InProcessFeedbackInbox } from '../adapters/simulator/in-process/in-process-feedback-gateway';
import { HttpFeedbackGateway } from '../adapters/http/http-feedback-gateway';
import { InProcessPushRegistrationGateway } from '../adapters/simulator/in-process/in-process-push-registration-gateway';
import { HttpPushRegistrationGateway } from '../adapters/http/http-push-registration-gateway';
import { PUSH_REGISTRATION_GATEWAY } from '../core/ports/push-notifications';
import { HttpFeedbackInbox } from '../adapters/simulator/admin/http-feedback-inbox';
import { HttpRoomDirectoryGateway } from '../adapters/http/http-room-directory-gateway';
import { InProcessRoomDirectoryGateway } from '../adapters/simulator/in-process/in-process-room-directory-gateway';
import { CATALOGUE_GATEWAY } from '../core/ports/catalogue-gateway';
import { CLIENT_LOG } from '../core/ports/client-log';
import type { ClientLog } from '../core/ports/client-log';
import { ID_GENERATOR } from '../core/ports/id-generator';
import { KEY_VALUE_STORE } from '../core/ports/key-value-store';
import { LIVE_UPDATES } from '../core/ports/live-updates';
import { MENU_LIVE_UPDATES } from '../core/ports/menu-live-updates';
import { ORDER_GATEWAY } from '../core/ports/order-gateway';
import { bindBrowsingUseCases } from './bind-use-cases';
import { bindOrderingUseCases } from './bind-ordering-use-cases';
import type { Clock } from '../core/ports/clock';
import { CLOCK } from '../core/ports/clock';
import { createSimulatorEngine, defaultClock } from './simulator';
import { PAYMENT_STATE_GATEWAY } from '../core/ports/payment-state-gateway';
import { HttpPaymentStateGateway } from '../adapters/http/http-payment-state-gateway';
import { InProcessPaymentStateGateway } from '../adapters/simulator/in-process/in-process-payment-state-gateway';

export { SIMULATOR_ADMIN };
export type { StageableOrderOutcome } from '../adapters/simulator/engine/staged-order-outcome';
export { isStageableOrderOutcome, STAGEABLE_ORDER_OUTCOMES } from '../adapters/simulator/engine/staged-order-outcome';
export type { ExportedOrder, LimitChange, OrderQuery, SimulatorAdmin, StagedLoyaltyCustomerView, StagedPayment, StagedPromotionView, StoredPushRegistration } from '../adapters/simulator/admin/simulator-admin';
export { STAGED_PAYMENTS } from '../adapters/simulator/admin/simulator-admin';

/** Where the CLI and the features send their calls: the simulator in this process, or a server. */
export type Backend =
  | { readonly kind: 'in-process'; readonly engine?: SimulatorEngine }
  /** timeoutMs: how long each call waits for an answer (the CLI's --timeout); the adapters' defaults otherwise. */
  | { readonly kind: 'http'; readonly baseUrl: string; readonly timeoutMs?: number };

export interface NodeContainerOptions {
  readonly backend: Backend;
  /** Repeatable ids (metrics_uuid ...) for recorded runs. */
  readonly deterministic?: boolean;
  /** checkout 4: the time the schedule is checked against; the system's clock by default (or ORDERING_TEST_NOW's). */
  readonly clock?: Clock;
}

/** The composition root for node: the CLI and the Cucumber features. */
export function createNodeContainer(options: NodeContainerOptions): Container {
  const container = new Container();
  const keyValueStore = new InMemoryKeyValueStore();
  const accountSession = new AccountSessionStore(keyValueStore);
  container.bind(KEY_VALUE_STORE).toConstantValue(keyValueStore);
  container.bind(ACCOUNT_SESSION_STORE).toConstantValue(accountSession);
  container.bind(ID_GENERATOR).toConstantValue(options.deterministic ? new SequentialIdGenerator('metrics') : new RandomIdGenerator());
  container.bind(RANDOM_SOURCE).toConstantValue(options.deterministic ? new SeededRandomSource(6) : new MathRandomSource());
  container.bind(CLOCK).toConstantValue(options.clock ?? defaultClock());

  if (options.backend.kind === 'in-process') {
    const engine = options.backend.engine ?? createSimulatorEngine({ clock: container.get<Clock>(CLOCK) });
    container.bind(CATALOGUE_GATEWAY).toConstantValue(new InProcessCatalogueGateway(engine));
    container.bind(ORDER_GATEWAY).toConstantValue(new InProcessOrderGateway(engine, () => accountSession.token()));
    bindGroupOrder(container, async () => new InProcessGroupOrderGateway(engine));
    container.bind(LIVE_UPDATES).toConstantValue(new InProcessLiveUpdates(engine));
    container.bind(MENU_LIVE_UPDATES).toConstantValue(new InProcessMenuLiveUpdates(engine));
    container.bind(SIMULATOR_ADMIN).toConstantValue(new InProcessSimulatorAdmin(engine));
    container.bind(CLIENT_LOG).toConstantValue(new InProcessClientLog(engine));
    container.bind(SELECTION_GATEWAY).toConstantValue(new InProcessSelectionGateway(engine));
    container.bind(ROOM_DIRECTORY_GATEWAY).toConstantValue(new InProcessRoomDirectoryGateway(engine));
    container.bind(ROOM_DIRECTORY_CLICK_TRACKER).toConstantValue(new InProcessRoomDirectoryClickTracker(engine));
    container.bind(PRODUCT_EVENT_TRACKER).toConstantValue(new InProcessProductEventTracker(engine));
    container.bind(SHARED_CART_GATEWAY).toConstantValue(new InProcessSharedCartGateway(engine));
    bindAddressSearch(container, async () => new InProcessAddressSearchGateway(engine));
    bindStoreLocator(container, async () => new InProcessGeocodingGateway(container.get<Clock>(CLOCK)));
    container.bind(RECEIPT_GATEWAY).toConstantValue(new InProcessReceiptGateway(engine));
    container.bind(TABLE_GATEWAY).toConstantValue(new InProcessTableGateway(engine));
    // In process, the platform's pages have no address of their own: the simulator's default one stands for it.
    container.bind(PLATFORM_BASE_URL).toConstantValue('http://127.0.0.1:4173/');
    container.bind(PAYMENT_STATE_GATEWAY).toConstantValue(new InProcessPaymentStateGateway(engine));
    container.bind(ACCOUNT_GATEWAY).toConstantValue(new InProcessAccountGateway(engine.accounts, () => accountSession.token()));
    // accounts 7 (issue 8): bookings, and support's list of them.
    const bookings = new InProcessBookingGateway(engine.bookings);
    bindBooking(container, async () => bookings);
    container.bind(BOOKING_SUPPORT).toConstantValue(bookings);
    bindFeedback(container, { gateway: async () => new InProcessFeedbackGateway(engine.feedback), inbox: async () => new InProcessFeedbackInbox(engine.feedback) });
    container.bind(ORDER_HISTORY_GATEWAY).toConstantValue(new InProcessOrderHistoryGateway(engine, () => accountSession.token()));
    container.bind(PROMO_CODE_GATEWAY).toConstantValue(new InProcessPromoCodeGateway(engine.promotions));
    bindLoyalty(container, new InProcessLoyaltyGateway(engine.loyalty));
    container.bind(PUSH_REGISTRATION_GATEWAY).toConstantValue(new InProcessPushRegistrationGateway(engine.push));
  } else {
    const { baseUrl, timeoutMs } = options.backend;
    const client = new PlatformHttpClient({
      baseUrl,
      accessToken: () => accountSession.token(),
      ...(timeoutMs !== undefined && { timeoutMs, postTimeoutMs: timeoutMs }),
    });
    container.bind(CATALOGUE_GATEWAY).toConstantValue(new HttpCatalogueGateway(client));
    container.bind(ORDER_GATEWAY).toConstantValue(new HttpOrderGateway(client));
    bindGroupOrder(container, async () => new HttpGroupOrderGateway(client));
    container.bind(LIVE_UPDATES).toConstantValue(new SocketLiveUpdates({ url: new URL(options.backend.baseUrl).origin }));
    container.bind(MENU_LIVE_UPDATES).toConstantValue(new SocketMenuLiveUpdates({ url: new URL(options.backend.baseUrl).origin }));
    container.bind(SIMULATOR_ADMIN).toConstantValue(new HttpSimulatorAdmin(baseUrl, timeoutMs));
    container.bind(CLIENT_LOG).toConstantValue(new HttpClientLog(client));
    container.bind(SELECTION_GATEWAY).toConstantValue(new HttpSelectionGateway(client));
    container.bind(ROOM_DIRECTORY_GATEWAY).toConstantValue(new HttpRoomDirectoryGateway(client));
    container.bind(ROOM_DIRECTORY_CLICK_TRACKER).toConstantValue(new HttpRoomDirectoryClickTracker(client));
    container.bind(PRODUCT_EVENT_TRACKER).toConstantValue(new HttpProductEventTracker(client));
    container.bind(SHARED_CART_GATEWAY).toConstantValue(new HttpSharedCartGateway(client));
    bindAddressSearch(container, async () => new HttpAddressSearchGateway(client));
    bindStoreLocator(container, async () => new HttpGeocodingGateway(baseUrl));
    container.bind(RECEIPT_GATEWAY).toConstantValue(new HttpReceiptGateway(client));
    container.bind(TABLE_GATEWAY).toConstantValue(new HttpTableGateway(client));
    container.bind(PLATFORM_BASE_URL).toConstantValue(baseUrl);
    container.bind(PAYMENT_STATE_GATEWAY).toConstantValue(new HttpPaymentStateGateway(client));
    container.bind(ACCOUNT_GATEWAY).toConstantValue(new HttpAccountGateway(client));
    bindBooking(container, async () => new HttpBookingGateway(client));
    container.bind(BOOKING_SUPPORT).toConstantValue(new HttpBookingSupport(baseUrl, timeoutMs));
    bindFeedback(container, { gateway: async () => new HttpFeedbackGateway(client), inbox: async () => new HttpFeedbackInbox(baseUrl, timeoutMs) });
    container.bind(ORDER_HISTORY_GATEWAY).toConstantValue(new HttpOrderHistoryGateway(client));
    container.bind(PROMO_CODE_GATEWAY).toConstantValue(new HttpPromoCodeGateway(client));
    bindLoyalty(container, new HttpLoyaltyGateway(client));
    container.bind(PUSH_REGISTRATION_GATEWAY).toConstantValue(new HttpPushRegistrationGateway(client));
  }
  bindBrowsingUseCases(container);
  // browsing 7 (the browser builds it in a chunk of its own: product-event-wiring.ts).
  container
    .bind(USE_CASES.trackProductEvent)
    .toDynamicValue((ctx) => new TrackProductEvent(ctx.get<ProductEventTracker>(PRODUCT_EVENT_TRACKER), ctx.get<ClientLog>(CLIENT_LOG)))
    .inSingletonScope();
  // Issue 18, checkout 7: the promo code check (the storefront's promo field comes with a later increment).
  container.bind(CHECK_PROMO_CODE).toDynamicValue((ctx) => new CheckPromoCode(ctx.get(PROMO_CODE_GATEWAY))).inSingletonScope();
  container.bind(USE_CASES.computeCheckoutTotals).toDynamicValue(() => new ComputeCheckoutTotals()).inSingletonScope();
  bindOrderingUseCases(container);
  bindAccountUseCases(container);
  return container;
}
