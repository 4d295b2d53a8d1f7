import { USE_CASES } from './use-case-tokens';
import { Container } from 'inversify';
import { HttpCatalogueGateway } from '../adapters/http/http-catalogue-gateway';
import { HttpClientLog } from '../adapters/http/http-client-log';
import type { EarlyResponses } from '../adapters/http/early-responses';
import { fetchPreferringEarlyResponses } from '../adapters/http/early-responses';
import { bindGroupOrder } from './bind-group-order';
import { PlatformHttpClient } from '../adapters/http/platform-http-client';
import { BrowserKeyValueStore } from '../adapters/storage/browser-key-value-store';
import { RandomIdGenerator } from '../adapters/system/random-id-generator';
import { MathRandomSource } from '../adapters/system/math-random-source';
import { RANDOM_SOURCE } from '../core/ports/random-source';
import { SELECTION_GATEWAY } from '../core/ports/selection-gateway';
import { ROOM_DIRECTORY_GATEWAY } from '../core/ports/room-directory-gateway';
import { ROOM_DIRECTORY_CLICK_TRACKER } from '../core/ports/room-directory-click-tracker';
import { SHARED_CART_GATEWAY } from '../core/ports/shared-cart-gateway';
import { bindAddressSearch } from './bind-address-search';
import { RECEIPT_GATEWAY } from '../core/ports/receipt-gateway';
import { TABLE_GATEWAY } from '../core/ports/table-gateway';
import { ACCOUNT_SESSION_STORE, PLATFORM_BASE_URL } from './use-case-tokens';
import { AccountSessionStore } from '../core/use-cases/account/account-session-store';
import { ACCOUNT_GATEWAY } from '../core/ports/account-gateway';
import { ORDER_HISTORY_GATEWAY } from '../core/ports/order-history-gateway';
import { bindAccountUseCases } from './bind-account-use-cases';
import { bindBooking } from './bind-booking';
import { bindFeedback } from './bind-feedback';
import { PUSH_USE_CASES } from './push-tokens';
import { CLOCK } from '../core/ports/clock';
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
import { PAYMENT_STATE_GATEWAY } from '../core/ports/payment-state-gateway';
import { PAYMENT_PROVIDER_REGISTRY } from '../core/ports/payment-provider';
import { IN_APP_PAYMENT_GATEWAY } from '../core/ports/in-app-payment-gateway';

export interface BrowserContainerOptions {
  /** The platform API's base URL; the simulator serves it on the storefront's own origin. */
  readonly apiBaseUrl: string;
  /** The live socket's URL; defaults to the API's origin. */
  readonly liveUrl?: string;
  /** window.localStorage, or null where the browser refuses storage. */
  readonly storage: Storage | null;
  /** API answers the page asked for before the app started (ui/index.html), taken instead of asking again. */
  readonly earlyResponses?: EarlyResponses;
}

/** The composition root of the storefront in the browser. */
export function createBrowserContainer(options: BrowserContainerOptions): Container {
  const container = new Container();
  const network: typeof fetch = (input, init) => fetch(input, init);
  const keyValueStore = new BrowserKeyValueStore(options.storage);
  // accounts 2, checkout 7: the signed-in customer's token goes as x-access-token, to the API host only.
  const accountSession = new AccountSessionStore(keyValueStore);
  const client = new PlatformHttpClient({
    baseUrl: options.apiBaseUrl,
    accessToken: () => accountSession.token(),
    ...(options.earlyResponses && { fetch: fetchPreferringEarlyResponses(options.earlyResponses, network) }),
  });
  container.bind(CATALOGUE_GATEWAY).toConstantValue(new HttpCatalogueGateway(client));
  // Issue 21 (no byte more on the first visit): ordering and tracking are after the menu; their gateway, with
  // its answers' schemas, is loaded with them (bind-ordering-use-cases resolves it with getAsync).
  container
    .bind(ORDER_GATEWAY)
    .toDynamicValue(async () => new (await import('../adapters/http/http-order-gateway')).HttpOrderGateway(client))
    .inSingletonScope();
  // checkout 7: the group order comes with its screens (its own chunk).
  bindGroupOrder(container, async () => new (await import('../adapters/http/http-group-order-gateway')).HttpGroupOrderGateway(client));
  container.bind(CLIENT_LOG).toConstantValue(new HttpClientLog(client));
  container.bind(KEY_VALUE_STORE).toConstantValue(keyValueStore);
  container.bind(ACCOUNT_SESSION_STORE).toConstantValue(accountSession);
  // accounts 7: the account calls come with the account screens (own chunk).
  container
    .bind(ACCOUNT_GATEWAY)
    .toDynamicValue(async () => new (await import('../adapters/http/http-account-gateway')).HttpAccountGateway(client))
    .inSingletonScope();
  container
    .bind(ORDER_HISTORY_GATEWAY)
    .toDynamicValue(async () => new (await import('../adapters/http/http-order-history-gateway')).HttpOrderHistoryGateway(client))
    .inSingletonScope();
  container.bind(ID_GENERATOR).toConstantValue(new RandomIdGenerator());
  container
    .bind(SELECTION_GATEWAY)
    .toDynamicValue(async () => new (await import('../adapters/http/http-selection-gateway')).HttpSelectionGateway(client))
    .inSingletonScope();
  // browsing 2.9: the room directory's gateway comes with its screens (its own chunk).
  container
    .bind(ROOM_DIRECTORY_GATEWAY)
    .toDynamicValue(async () => new (await import('../adapters/http/http-room-directory-gateway')).HttpRoomDirectoryGateway(client))
    .inSingletonScope();
  container
    .bind(ROOM_DIRECTORY_CLICK_TRACKER)
    .toDynamicValue(async () => new (await import('../adapters/http/http-room-directory-click-tracker')).HttpRoomDirectoryClickTracker(client))
    .inSingletonScope();
  // browsing 7: product clicks and suggestion picks, use case and adapter in one chunk (product-event-wiring.ts).
  container
    .bind(USE_CASES.trackProductEvent)
    .toDynamicValue(async (ctx) => (await import('./product-event-wiring')).httpTrackProductEvent(client, ctx.get<ClientLog>(CLIENT_LOG)))
    .inSingletonScope();
  // browsing 2.1 and 6: shared carts come with the share button or a shared-cart link (own chunk).
  container
    .bind(SHARED_CART_GATEWAY)
    .toDynamicValue(async () => new (await import('../adapters/http/http-shared-cart-gateway')).HttpSharedCartGateway(client))
    .inSingletonScope();
  // checkout 7, pay-the-table: the table's bill, asked from the tracking page (own chunk).
  container
    .bind(TABLE_GATEWAY)
    .toDynamicValue(async () => new (await import('../adapters/http/http-table-gateway')).HttpTableGateway(client))
    .inSingletonScope();
  container.bind(PLATFORM_BASE_URL).toConstantValue(options.apiBaseUrl);
  // Ours (checkout 3 deliveryData latitude, longitude): the address search loads with the delivery form.
  bindAddressSearch(container, async () => new (await import('../adapters/http/http-address-search-gateway')).HttpAddressSearchGateway(client));
  // checkout 7: the receipt request comes with the screen that offers it (own chunk).
  container
    .bind(RECEIPT_GATEWAY)
    .toDynamicValue(async () => new (await import('../adapters/http/http-receipt-gateway')).HttpReceiptGateway(client))
    .inSingletonScope();
  container.bind(RANDOM_SOURCE).toConstantValue(new MathRandomSource());
  // luxon stays out of the menu's first load: the clock comes with the first screen that tells the time.
  container
    .bind(CLOCK)
    .toDynamicValue(async () => new (await import('../adapters/system/system-clock')).SystemClock())
    .inSingletonScope();
  container
    .bind(LIVE_UPDATES)
    .toDynamicValue(async () => {
      // Loaded with the tracking page only (rxjs and socket.io-client stay out of the menu route).
      const { SocketLiveUpdates } = await import('../adapters/socket/socket-live-updates');
      return new SocketLiveUpdates({ url: options.liveUrl ?? new URL(options.apiBaseUrl).origin });
    })
    .inSingletonScope();
  container
    .bind(MENU_LIVE_UPDATES)
    .toDynamicValue(async () => {
      // Issue 20.3: loaded once the menu is drawn (ui/session/use-live-availability.ts), never with the first route.
      const { SocketMenuLiveUpdates } = await import('../adapters/socket/socket-menu-live-updates');
      return new SocketMenuLiveUpdates({ url: options.liveUrl ?? new URL(options.apiBaseUrl).origin });
    })
    .inSingletonScope();
  // checkout 4: payment code loads with the payment step or the payment return only.
  container
    .bind(PAYMENT_STATE_GATEWAY)
    .toDynamicValue(async () => new (await import('../adapters/http/http-payment-state-gateway')).HttpPaymentStateGateway(client))
    .inSingletonScope();
  // checkout 2: the in-app payment page's order (own chunk).
  container
    .bind(IN_APP_PAYMENT_GATEWAY)
    .toDynamicValue(async () => new (await import('../adapters/http/http-in-app-payment-gateway')).HttpInAppPaymentGateway(client))
    .inSingletonScope();
  container
    .bind(PAYMENT_PROVIDER_REGISTRY)
    .toDynamicValue(async () => new (await import('../adapters/payment/lazy-payment-provider-registry')).LazyPaymentProviderRegistry(new URL(options.apiBaseUrl, window.location.href).toString()))
    .inSingletonScope();
  // Issue 18, checkout 7: the promo code check comes with the checkout's promo field (its own chunk).
  container
    .bind(USE_CASES.checkPromoCode)
    .toDynamicValue(async () => {
      const [{ CheckPromoCode }, { HttpPromoCodeGateway }] = await Promise.all([import('../core/use-cases/promotion/check-promo-code'), import('../adapters/http/http-promo-code-gateway')]);
      return new CheckPromoCode(new HttpPromoCodeGateway(client));
    })
    .inSingletonScope();
  // Issue 18, checkout 7: the loyalty programme's calls come with the checkout's loyalty section (own chunk).
  const loyaltyGateway = async () => new (await import('../adapters/http/http-loyalty-gateway')).HttpLoyaltyGateway(client);
  container
    .bind(USE_CASES.connectLoyalty)
    .toDynamicValue(async () => new (await import('../core/use-cases/loyalty/connect-loyalty')).ConnectLoyalty(await loyaltyGateway()))
    .inSingletonScope();
  container
    .bind(USE_CASES.calculateLoyaltyOrder)
    .toDynamicValue(async () => new (await import('../core/use-cases/loyalty/calculate-loyalty-order')).CalculateLoyaltyOrder(await loyaltyGateway()))
    .inSingletonScope();
  container
    .bind(USE_CASES.checkLoyaltyOffers)
    .toDynamicValue(async () => new (await import('../core/use-cases/loyalty/check-loyalty-offers')).CheckLoyaltyOffers(await loyaltyGateway()))
    .inSingletonScope();
  bindBrowsingUseCases(container);
  bindOrderingUseCases(container);
  bindAccountUseCases(container);
  // accounts 7 (issue 8): the booking calls come with the booking screens (own chunk).
  bindBooking(container, async () => new (await import('../adapters/http/http-booking-gateway')).HttpBookingGateway(client));
  // accounts 7: the feedback calls come with the feedback screens (own chunk).
  bindFeedback(container, { gateway: async () => new (await import('../adapters/http/http-feedback-gateway')).HttpFeedbackGateway(client) });
  // accounts 2 and 7: push registration, the presenter's only (one chunk of its own, with its service worker).
  container.bind(PUSH_USE_CASES.registerForPush).toDynamicValue(async () => (await import('./browser-push')).registerForPush(client)).inSingletonScope();
  return container;
}
