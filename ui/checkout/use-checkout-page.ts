import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { checkoutBlock } from '../../core/domain/checkout/checkout-blocking';
import { useAppServices } from '../container/app-services';
import { ACCOUNT_SESSION_STORE, CHOSEN_TIME_SLOT_STORE, USE_CASES } from '../../config/use-case-tokens';
import type { ChosenTimeSlotStore } from '../../core/use-cases/schedule/chosen-time-slot-store';
import type { AccountSessionStore } from '../../core/use-cases/account/account-session-store';
import { ComputeCheckoutTotals } from '../../core/use-cases/checkout/compute-checkout-totals';
import type { CheckPromoCode } from '../../core/use-cases/promotion/check-promo-code';
import type { CalculateLoyaltyOrder } from '../../core/use-cases/loyalty/calculate-loyalty-order';
import type { ConnectLoyalty } from '../../core/use-cases/loyalty/connect-loyalty';
import type { CheckLoyaltyOffers } from '../../core/use-cases/loyalty/check-loyalty-offers';
import type { LogClientWarning } from '../../core/use-cases/log-client-warning';
import type { PlaceOrder } from '../../core/use-cases/order/place-order';
import { useContainer } from '../container/container-context';
import { browserTimers } from '../notifications/notification-center';
import type { OrderingSession } from '../session/restaurant-view-model';
import { paths } from '../routing/restaurant-paths';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { CheckoutViewModel } from './checkout-view-model';
import { CheckoutStepsViewModel } from './checkout-steps-view-model';
import { UnavailableProductsViewModel } from './unavailable-products-view-model';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { SavedInfosBook } from '../../core/use-cases/checkout/saved-infos-book';
import type { PaymentProviderRegistry } from '../../core/ports/payment-provider';
import { PAYMENT_PROVIDER_REGISTRY } from '../../core/ports/payment-provider';
import type { KeyValueStore } from '../../core/ports/key-value-store';
import { KEY_VALUE_STORE } from '../../core/ports/key-value-store';
import { groupOrderTypeChoice } from '../group/group-order-type';
import type { DropLinesNotAvailableOnDay } from '../../core/use-cases/schedule/drop-lines-not-available-on-day';
import { intlLocale } from '../locales/ui-languages';

/**
 * The checkout hub's view models (checkout 2 to 5) for a session, wherever the hub shows: its page
 * (/{restaurantId}/validation) or a drawer over the menu. Also what blocks it (checkout 5).
 */
export function useCheckoutPage(session: OrderingSession) {
  const { i18n } = useTranslation();
  const { cookieConsent, notifications } = useAppServices();
  const container = useContainer();
  const navigate = useStableNavigate();
  const unavailable = useViewModel(
    () =>
      new UnavailableProductsViewModel({
        loadCatalogue: () => container.get<LoadCatalogue>(USE_CASES.loadCatalogue).execute(session.settings.id),
        basket: session.basket,
        // The basket opens over the menu (its `basket` child route).
        goToBasket: () => navigate(`${paths.category(session.settings.id, 0)}/basket`),
      }),
    // Issue 20.3: the settings change with a busy kitchen (the session with them): the popup and its basket stay.
    [session.basket, session.settings.id, container, navigate],
  );
  const checkout = useViewModel(
    () =>
      new CheckoutViewModel(session.settings, session.basket, {
        // Issue 18: built here, in the checkout's chunk, so the promotion arithmetic stays out of the menu's first load.
        computeTotals: new ComputeCheckoutTotals(),
        // Issue 18: the promo code check loads when a code is first applied.
        checkPromoCode: () => container.getAsync<CheckPromoCode>(USE_CASES.checkPromoCode),
        // Issue 18: the loyalty programme's calls load when the customer first connects.
        loyaltyProgramme: async () => ({
          connect: await container.getAsync<ConnectLoyalty>(USE_CASES.connectLoyalty),
          calculate: await container.getAsync<CalculateLoyaltyOrder>(USE_CASES.calculateLoyaltyOrder),
          checkPromoCode: await container.getAsync<CheckPromoCode>(USE_CASES.checkPromoCode),
          offers: await container.getAsync<CheckLoyaltyOffers>(USE_CASES.checkLoyaltyOffers),
        }),
        placeOrder: () => container.getAsync<PlaceOrder>(USE_CASES.placeOrder),
        navigate,
        origin: window.location.origin,
        timers: browserTimers,
        // checkout 7: the in-progress timeout is reported to the platform (client log).
        warn: (message) => void container.get<LogClientWarning>(USE_CASES.logClientWarning).execute({ restaurantId: session.settings.id, message }),
        // Issue 22.8: this establishment's saved details only.
        savedInfos: container.get<SavedInfosBook>(USE_CASES.savedInfosBook).at(session.settings.id),
        // checkout 4: payment adapters load with this step only.
        paymentRegistry: () => container.getAsync<PaymentProviderRegistry>(PAYMENT_PROVIDER_REGISTRY),
        leaveFor: (url) => window.location.assign(url),
        locale: () => intlLocale(i18n.language),
        dropLinesNotAvailableOnDay: async (day) => {
          const drop = await container.getAsync<DropLinesNotAvailableOnDay>(USE_CASES.dropLinesNotAvailableOnDay);
          const { basket, notice } = drop.execute({ restaurantId: session.settings.id, catalogue: session.catalogue, day });
          if (notice !== null) session.basket.replace(basket);
          return notice;
        },
        notify: (key) => notifications.notify({ key, tone: 'warning' }),
        groupOrderTypeChoice: groupOrderTypeChoice(session.settings.id, window.location.search, container.get<KeyValueStore>(KEY_VALUE_STORE)),
        signedInUser: container.get<AccountSessionStore>(ACCOUNT_SESSION_STORE).user(session.settings.id),
        // checkout 4 (issue 19): the time slot kept for this establishment goes with the order taken.
        resetCheckoutDetails: () => container.get<ChosenTimeSlotStore>(CHOSEN_TIME_SLOT_STORE).clear(session.settings.id),
        // Issue 15.5: an order attempt whose answer was lost is looked up when the page loads.
        resumePendingOrder: async () => (await container.getAsync<PlaceOrder>(USE_CASES.placeOrder)).resume(session.settings.id),
        holdBackSoldOut: unavailable.holdBackSoldOut,
      }),
    // Issue 20.3: a busy kitchen gives the session new settings; the form being filled stays (the slots follow them).
    [session.basket, session.catalogue, session.settings.id, unavailable, container, navigate, i18n, notifications],
  );
  const steps = useViewModel(() => new CheckoutStepsViewModel(checkout), [checkout]);
  const block = checkoutBlock(session.settings, {
    itemCount: session.basket.basket.basketProducts.length,
    orderTypeCount: checkout.orderTypes.length,
    orderTypeId: checkout.orderTypeId,
    cookieChoiceMade: cookieConsent.choice !== null,
  });
  const needsCookieChoice = block === 'cookie_choice_missing';
  // checkout 5: without a cookie choice the cookie dialog opens; once chosen, the checkout shows.
  useEffect(() => {
    if (needsCookieChoice) cookieConsent.ensureChoice(() => undefined);
  }, [needsCookieChoice, cookieConsent]);
  return { checkout, steps, unavailable, block, cookieConsent };
}
