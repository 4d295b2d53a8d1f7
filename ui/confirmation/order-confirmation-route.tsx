import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PAYMENT_USE_CASES, LAST_ORDER_STORE } from '../../config/payment-tokens';
import { USE_CASES } from '../../config/use-case-tokens';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { Clock } from '../../core/ports/clock';
import { CLOCK } from '../../core/ports/clock';
import type { GetOrderStatus } from '../../core/use-cases/order/get-order-status';
import type { ConfirmPayment } from '../../core/use-cases/payment/confirm-payment';
import type { LastOrderStore } from '../../core/use-cases/payment/last-order-store';
import { useContainer } from '../container/container-context';
import { useViewModel } from '../container/use-view-model';
import { buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { Spinner } from '../design/spinner';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { ConfirmedOrder } from './confirmed-order';
import { OrderConfirmationViewModel } from './order-confirmation-view-model';
import './confirmation.css';

/**
 * /{restaurantId}/confirmation?provider_id=&result=&orderId= (checkout 2, order confirmation page; browsing
 * 2.1 lists the route): where an order paid online comes back from its provider.
 */
export function Component() {
  const restaurant = useRestaurant();
  const [search] = useSearchParams();
  // The layout renders its pages only once the settings are there.
  if (restaurant.settings.status !== 'ready') return null;
  return <OrderConfirmationPage settings={restaurant.settings.value} orderId={search.get('orderId')} result={search.get('result')} providerId={search.get('provider_id')} />;
}

const OrderConfirmationPage = observer(function OrderConfirmationPage({ settings, orderId, result, providerId }: {
  readonly settings: RestaurantSettings;
  readonly orderId: string | null;
  readonly result: string | null;
  readonly providerId: string | null;
}) {
  const { t } = useTranslation();
  const container = useContainer();
  const navigate = useStableNavigate();
  const deps = useMemo(
    () => ({
      confirmPayment: () => container.getAsync<ConfirmPayment>(PAYMENT_USE_CASES.confirmPayment),
      getOrderStatus: () => container.getAsync<GetOrderStatus>(USE_CASES.getOrderStatus),
      lastStoredOrder: async () => (await container.getAsync<LastOrderStore>(LAST_ORDER_STORE)).keptOrderNumber(settings.id),
      navigate,
      now: async () => (await container.getAsync<Clock>(CLOCK)).now(),
    }),
    [container, navigate, settings.id],
  );
  const query = useMemo(() => ({ orderId, result, providerId }), [orderId, result, providerId]);
  const confirmation = useViewModel(() => new OrderConfirmationViewModel(settings, query, deps), [settings, query, deps]);
  const { screen, titleKey, orderNumber } = confirmation;
  const name = screen.kind === 'ready' ? screen.order.customerName : '';
  const heading = name ? t('thank_you_name', { name }) : t('thank_you_for_your_order');
  usePageTitle(screen.kind === 'not_found' ? t('order_not_found') : heading, settings.restaurant_name);
  usePaymentPollWarning(confirmation.polling && screen.kind !== 'not_found');

  if (screen.kind === 'not_found') {
    return (
      <div className="page">
        <ErrorScreen
          title={t('order_not_found')}
          message={<p>{t('order_not_found_message')}</p>}
          actions={
            <Link className={buttonClassName('primary', { large: true })} to={paths.home(settings.id)} replace>
              {t('back_to_main_page')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="page confirmation" aria-busy={screen.kind === 'loading'}>
      <h1 className="page-title">{heading}</h1>
      {/* checkout 4, confirmation titles: the platform's word on the payment, told as it changes. */}
      <p role="status" data-testid="confirmation-title">
        {titleKey ? t(titleKey) : t('confirming_your_order')}
      </p>
      {screen.kind === 'loading' && <Spinner label={t('still_a_little_patience')} />}
      {screen.kind === 'failed' && <p role="alert">{t('confirmation_order_unavailable')}</p>}
      {screen.kind === 'ready' && <ConfirmedOrder settings={settings} order={screen.order} />}
      <div className="confirmation__actions">
        {orderNumber && (
          <Link className={buttonClassName('primary', { large: true })} to={paths.tracking(settings.id, { orderId: orderNumber })}>
            {t('confirmation_follow_order')}
          </Link>
        )}
        <Link className={buttonClassName('secondary', { large: true })} to={paths.home(settings.id)} replace>
          {t('back_to_main_page')}
        </Link>
      </div>
    </div>
  );
});

/** checkout 4: leaving while the payment is polled asks first (the browser shows its own words). */
function usePaymentPollWarning(polling: boolean): void {
  useEffect(() => {
    if (!polling) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [polling]);
}
