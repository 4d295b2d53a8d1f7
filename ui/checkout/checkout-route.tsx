import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutBlockKey } from '../../core/domain/checkout/checkout-blocking';
import { checkoutBlock } from '../../core/domain/checkout/checkout-blocking';
import { useAppServices } from '../app/app-services';
import { Button } from '../design/button';
import { Link } from 'react-router-dom';
import { ACCOUNT_SESSION_STORE, USE_CASES } from '../../config/use-case-tokens';
import type { AccountSessionStore } from '../../core/use-cases/account/account-session-store';
import type { ComputeTotals } from '../../core/use-cases/basket/compute-totals';
import type { LogClientWarning } from '../../core/use-cases/log-client-warning';
import type { PlaceOrder } from '../../core/use-cases/order/place-order';
import { useContainer } from '../app/container-context';
import { browserTimers } from '../app/notifications/notification-center';
import type { OrderingSession } from '../app/restaurant/restaurant-view-model';
import { paths } from '../app/restaurant/restaurant-paths';
import { SessionGate } from '../app/restaurant/session-gate';
import { usePageTitle } from '../app/use-page-title';
import { useStableNavigate } from '../app/use-stable-navigate';
import { useViewModel } from '../app/use-view-model';
import { buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { CheckoutScreen } from './checkout-screen';
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

/** /{restaurantId}/validation (checkout 2), loaded as its own chunk with the checkout rules. */
export function Component() {
  return <SessionGate>{(session) => <CheckoutPage session={session} />}</SessionGate>;
}

const CheckoutPage = observer(function CheckoutPage({ session }: { readonly session: OrderingSession }) {
  const { t, i18n } = useTranslation();
  const { cookieConsent, notifications } = useAppServices();
  const container = useContainer();
  const navigate = useStableNavigate();
  usePageTitle(t('checkout_title'), session.settings.restaurant_name);
  const checkout = useViewModel(
    () =>
      new CheckoutViewModel(session.settings, session.basket, {
        computeTotals: container.get<ComputeTotals>(USE_CASES.computeTotals),
        placeOrder: () => container.getAsync<PlaceOrder>(USE_CASES.placeOrder),
        navigate,
        origin: window.location.origin,
        timers: browserTimers,
        // checkout 7: the in-progress timeout is reported to the platform (client log).
        warn: (message) => void container.get<LogClientWarning>(USE_CASES.logClientWarning).execute({ restaurantId: session.settings.id, message }),
        savedInfos: container.get<SavedInfosBook>(USE_CASES.savedInfosBook),
        // checkout 4: payment adapters load with this step only.
        paymentRegistry: () => container.getAsync<PaymentProviderRegistry>(PAYMENT_PROVIDER_REGISTRY),
        leaveFor: (url) => window.location.assign(url),
        locale: () => (i18n.language === 'en' ? 'en' : 'fr'),
        dropLinesNotAvailableOnDay: async (day) => {
          const drop = await container.getAsync<DropLinesNotAvailableOnDay>(USE_CASES.dropLinesNotAvailableOnDay);
          const { basket, notice } = drop.execute({ restaurantId: session.settings.id, catalogue: session.catalogue, day });
          if (notice !== null) session.basket.replace(basket);
          return notice;
        },
        notify: (key) => notifications.notify({ key, tone: 'warning' }),
        groupOrderTypeChoice: groupOrderTypeChoice(session.settings.id, window.location.search, container.get<KeyValueStore>(KEY_VALUE_STORE)),
        signedInUser: container.get<AccountSessionStore>(ACCOUNT_SESSION_STORE).user(session.settings.id),
      }),
    [session, container, navigate, i18n, notifications],
  );
  const steps = useViewModel(() => new CheckoutStepsViewModel(checkout), [checkout]);
  const unavailable = useViewModel(
    () =>
      new UnavailableProductsViewModel({
        loadCatalogue: () => container.get<LoadCatalogue>(USE_CASES.loadCatalogue).execute(session.settings.id),
        basket: session.basket,
        // The basket opens over the menu (its `basket` child route).
        goToBasket: () => navigate(`${paths.category(session.settings.id, 0)}/basket`),
      }),
    [session, container, navigate],
  );
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
  // checkout 2: an empty basket goes back to the menu (the screen does it, not once the order is placed).
  if (block !== null && block !== 'empty_basket') return <BlockedCheckout restaurantId={session.settings.id} block={block} onChooseCookies={cookieConsent.review} />;
  return <CheckoutScreen checkout={checkout} steps={steps} unavailable={unavailable} session={session} />;
});

/** checkout 5: the blocked-checkout cases, said plainly with the way back (and the cookie choice when that is what lacks). */
function BlockedCheckout({ restaurantId, block, onChooseCookies }: { readonly restaurantId: string; readonly block: Exclude<CheckoutBlockKey, 'empty_basket'>; readonly onChooseCookies: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <ErrorScreen
        title={t('online_ordering_unavailable')}
        message={t(block)}
        actions={
          <>
            {block === 'cookie_choice_missing' && <Button onClick={onChooseCookies}>{t('cookie_settings')}</Button>}
            <Link className={buttonClassName(block === 'cookie_choice_missing' ? 'secondary' : 'primary')} to={paths.home(restaurantId)}>
              {t('back_to_menu')}
            </Link>
          </>
        }
      />
    </div>
  );
}
