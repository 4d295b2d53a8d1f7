import type { Container } from 'inversify';
import { AddFormulaToBasket } from '../core/use-cases/basket/add-formula-to-basket';
import { AddToBasket } from '../core/use-cases/basket/add-to-basket';
import { EditBasketLine } from '../core/use-cases/basket/edit-basket-line';
import { PutBackBasketLine } from '../core/use-cases/basket/put-back-basket-line';
import { BasketStore } from '../core/use-cases/basket/basket-store';
import { ChangeBasketQuantity } from '../core/use-cases/basket/change-basket-quantity';
import { ComputeTotals } from '../core/use-cases/basket/compute-totals';
import { RemoveFromBasket } from '../core/use-cases/basket/remove-from-basket';
import { RestoreBasket } from '../core/use-cases/basket/restore-basket';
import { LoadCatalogue } from '../core/use-cases/catalogue/load-catalogue';
import { LoadRestaurant } from '../core/use-cases/catalogue/load-restaurant';
import { LogClientWarning } from '../core/use-cases/log-client-warning';
import { CookieConsent } from '../core/use-cases/consent/cookie-consent';
import { WelcomeMessage } from '../core/use-cases/home/welcome-message';
import type { RandomSource } from '../core/ports/random-source';
import { RANDOM_SOURCE } from '../core/ports/random-source';
import type { SelectionGateway } from '../core/ports/selection-gateway';
import { SELECTION_GATEWAY } from '../core/ports/selection-gateway';
import type { RoomDirectoryGateway } from '../core/ports/room-directory-gateway';
import { ROOM_DIRECTORY_GATEWAY } from '../core/ports/room-directory-gateway';
import type { RoomDirectoryClickTracker } from '../core/ports/room-directory-click-tracker';
import { ROOM_DIRECTORY_CLICK_TRACKER } from '../core/ports/room-directory-click-tracker';
import type { CatalogueGateway } from '../core/ports/catalogue-gateway';
import type { ClientLog } from '../core/ports/client-log';
import { CLIENT_LOG } from '../core/ports/client-log';
import { CATALOGUE_GATEWAY } from '../core/ports/catalogue-gateway';
import type { KeyValueStore } from '../core/ports/key-value-store';
import { KEY_VALUE_STORE } from '../core/ports/key-value-store';
import { ChosenTimeSlotStore } from '../core/use-cases/schedule/chosen-time-slot-store';
import { ClearSlotForPreparationTime } from '../core/use-cases/schedule/clear-slot-for-preparation-time';
import type { SharedCartGateway } from '../core/ports/shared-cart-gateway';
import { SHARED_CART_GATEWAY } from '../core/ports/shared-cart-gateway';
import { ACCOUNT_SESSION_STORE, BASKET_STORE, CHOSEN_TIME_SLOT_STORE, USE_CASES } from './use-case-tokens';
import type { AccountSessionStore } from '../core/use-cases/account/account-session-store';
import { SavedInfosBook } from '../core/use-cases/checkout/saved-infos-book';

/**
 * The use cases every container has, bound to whatever ports the container bound. Core classes carry
 * no decorators (ARCHITECTURE: core stays framework-free), so each one is built here by hand.
 */
export function bindBrowsingUseCases(container: Container): void {
  container.bind(BASKET_STORE).toDynamicValue((ctx) => new BasketStore(ctx.get<KeyValueStore>(KEY_VALUE_STORE))).inSingletonScope();
  // checkout 3: the last orders' contact infos (issue 7), kept for guests only (issue 22.8: the session says who is signed in).
  container
    .bind(USE_CASES.savedInfosBook)
    .toDynamicValue((ctx) => new SavedInfosBook(ctx.get<KeyValueStore>(KEY_VALUE_STORE), ctx.get<AccountSessionStore>(ACCOUNT_SESSION_STORE)))
    .inSingletonScope();
  const catalogue = (ctx: { get<T>(id: symbol): T }) => ctx.get<CatalogueGateway>(CATALOGUE_GATEWAY);
  const basketStore = (ctx: { get<T>(id: symbol): T }) => ctx.get<BasketStore>(BASKET_STORE);

  container.bind(USE_CASES.loadRestaurant).toDynamicValue((ctx) => new LoadRestaurant(catalogue(ctx))).inSingletonScope();
  container.bind(USE_CASES.loadCatalogue).toDynamicValue((ctx) => new LoadCatalogue(catalogue(ctx))).inSingletonScope();
  container.bind(USE_CASES.restoreBasket).toDynamicValue((ctx) => new RestoreBasket(basketStore(ctx))).inSingletonScope();
  container.bind(USE_CASES.addToBasket).toDynamicValue((ctx) => new AddToBasket(basketStore(ctx))).inSingletonScope();
  container.bind(USE_CASES.changeBasketQuantity).toDynamicValue((ctx) => new ChangeBasketQuantity(basketStore(ctx))).inSingletonScope();
  container.bind(USE_CASES.removeFromBasket).toDynamicValue((ctx) => new RemoveFromBasket(basketStore(ctx))).inSingletonScope();
  container.bind(USE_CASES.computeTotals).toDynamicValue(() => new ComputeTotals()).inSingletonScope();
  // Formulas and basket line edits (browsing 4): an edit goes through the same add use cases.
  container.bind(USE_CASES.addFormulaToBasket).toDynamicValue((ctx) => new AddFormulaToBasket(basketStore(ctx))).inSingletonScope();
  container
    .bind(USE_CASES.editBasketLine)
    .toDynamicValue((ctx) => new EditBasketLine(basketStore(ctx), ctx.get<AddToBasket>(USE_CASES.addToBasket), ctx.get<AddFormulaToBasket>(USE_CASES.addFormulaToBasket)))
    .inSingletonScope();
  container.bind(USE_CASES.putBackBasketLine).toDynamicValue((ctx) => new PutBackBasketLine(basketStore(ctx))).inSingletonScope();
  container.bind(USE_CASES.logClientWarning).toDynamicValue((ctx) => new LogClientWarning(ctx.get<ClientLog>(CLIENT_LOG))).inSingletonScope();
  // browsing 2.2, 2.6 and 4: the welcome dialog and the cookie choice; the home's best sellers and the
  // suggestions load with their pages (resolve them with container.getAsync).
  const selections = (ctx: { getAsync<T>(id: symbol): Promise<T> }) => ctx.getAsync<SelectionGateway>(SELECTION_GATEWAY);
  container
    .bind(USE_CASES.loadBestSellers)
    .toDynamicValue(async (ctx) => new (await import('../core/use-cases/home/load-best-sellers')).LoadBestSellers(await selections(ctx)))
    .inSingletonScope();
  container
    .bind(USE_CASES.suggestProducts)
    .toDynamicValue(async (ctx) => new (await import('../core/use-cases/suggestions/suggest-products')).SuggestProducts(await selections(ctx), ctx.get<RandomSource>(RANDOM_SOURCE)))
    .inSingletonScope();
  // browsing 2.9: the room directory loads with its screens (resolve it with container.getAsync).
  container
    .bind(USE_CASES.loadRoomDirectory)
    .toDynamicValue(
      async (ctx) =>
        new (await import('../core/use-cases/room-directory/load-room-directory')).LoadRoomDirectory(
          await ctx.getAsync<RoomDirectoryGateway>(ROOM_DIRECTORY_GATEWAY),
          ctx.get<ClientLog>(CLIENT_LOG),
        ),
    )
    .inSingletonScope();
  // browsing 2.11: every tile click is tracked as a room-directory category click (with the directory's screens).
  container
    .bind(USE_CASES.trackRoomDirectoryClick)
    .toDynamicValue(
      async (ctx) =>
        new (await import('../core/use-cases/room-directory/track-room-directory-click')).TrackRoomDirectoryClick(
          await ctx.getAsync<RoomDirectoryClickTracker>(ROOM_DIRECTORY_CLICK_TRACKER),
          ctx.get<ClientLog>(CLIENT_LOG),
        ),
    )
    .inSingletonScope();
  container.bind(USE_CASES.welcomeMessage).toDynamicValue((ctx) => new WelcomeMessage(ctx.get<KeyValueStore>(KEY_VALUE_STORE))).inSingletonScope();
  container.bind(CHOSEN_TIME_SLOT_STORE).toDynamicValue((ctx) => new ChosenTimeSlotStore(ctx.get<KeyValueStore>(KEY_VALUE_STORE))).inSingletonScope();
  container
    .bind(USE_CASES.clearSlotForPreparationTime)
    .toDynamicValue((ctx) => new ClearSlotForPreparationTime(ctx.get<ChosenTimeSlotStore>(CHOSEN_TIME_SLOT_STORE)))
    .inSingletonScope();
  // browsing 2.1 and 6: shared carts load with the screens that use them (resolve them with container.getAsync).
  const sharedCarts = async (ctx: { getAsync<T>(id: symbol): Promise<T> }) => ctx.getAsync<SharedCartGateway>(SHARED_CART_GATEWAY);
  container
    .bind(USE_CASES.shareBasket)
    .toDynamicValue(async (ctx) => new (await import('../core/use-cases/basket/share-basket')).ShareBasket(basketStore(ctx), await sharedCarts(ctx)))
    .inSingletonScope();
  container
    .bind(USE_CASES.openSharedCart)
    .toDynamicValue(async (ctx) => new (await import('../core/use-cases/basket/open-shared-cart')).OpenSharedCart(basketStore(ctx), await sharedCarts(ctx)))
    .inSingletonScope();
  container.bind(USE_CASES.cookieConsent).toDynamicValue((ctx) => new CookieConsent(ctx.get<KeyValueStore>(KEY_VALUE_STORE))).inSingletonScope();
}
