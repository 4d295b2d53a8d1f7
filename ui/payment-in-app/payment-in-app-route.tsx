import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { InAppPaymentGateway } from '../../core/ports/in-app-payment-gateway';
import { IN_APP_PAYMENT_GATEWAY } from '../../core/ports/in-app-payment-gateway';
import type { PaymentProviderRegistry } from '../../core/ports/payment-provider';
import { PAYMENT_PROVIDER_REGISTRY } from '../../core/ports/payment-provider';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { useContainer } from '../container/container-context';
import { usePriceFormat } from '../format/use-price-format';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { Button, buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { PageLoading } from '../design/page-loading';
import { Spinner } from '../design/spinner';
import { PaymentInAppViewModel } from './payment-in-app-view-model';
import '../checkout/payment/payment.css';
import { calledOutNumber } from '../../core/domain/tracking/track-status';
import './payment-in-app.css';
import { intlLocale } from '../locales/ui-languages';

const CARD_FIELDS_ID = 'in-app-card-fields';

/** /{restaurantId}/payment-in-app?order_number&token&publicKey (checkout 2; path ours): no basket, no footer. */
export function Component() {
  const restaurant = useRestaurant();
  if (restaurant.settings.status !== 'ready') return <PageLoading />;
  return <PaymentInAppPage settings={restaurant.settings.value} />;
}

/** Messages of the states that end the page, with their key. */
const ENDED = { invalid: 'payment_in_app_invalid_link', already_paid: 'payment_in_app_already_paid' } as const;

const PaymentInAppPage = observer(function PaymentInAppPage({ settings }: { readonly settings: RestaurantSettings }) {
  const { t, i18n } = useTranslation();
  const container = useContainer();
  const navigate = useStableNavigate();
  const [search] = useSearchParams();
  const price = usePriceFormat(settings);
  usePageTitle(t('payment_in_app_title'), settings.restaurant_name);
  const page = useViewModel(
    () =>
      new PaymentInAppViewModel(settings.id, { orderNumber: search.get('order_number'), token: search.get('token'), publicKey: search.get('publicKey') }, {
        gateway: () => container.getAsync<InAppPaymentGateway>(IN_APP_PAYMENT_GATEWAY),
        registry: () => container.getAsync<PaymentProviderRegistry>(PAYMENT_PROVIDER_REGISTRY),
        track: (orderNumber) => navigate(paths.tracking(settings.id, { orderId: orderNumber }), { replace: true }),
        locale: () => intlLocale(i18n.language),
      }),
    [settings.id, search, container, navigate],
  );
  useEffect(() => {
    void page.open(`#${CARD_FIELDS_ID}`);
    return page.close;
  }, [page]);

  const order = page.order;
  if (page.state === 'invalid' || page.state === 'already_paid') {
    const trackLink = page.state === 'already_paid' && order && (
      <Link className={buttonClassName('primary', { large: true })} to={paths.tracking(settings.id, { orderId: order.orderNumber })} replace>
        {t('payment_in_app_order', { orderNumber: calledOutNumber(order.orderNumber, order.displayOrderNumber, settings.useDisplayOrderNumber, settings.prefix) })}
      </Link>
    );
    return (
      <div className="page">
        <ErrorScreen title={t('payment_in_app_title')} message={<p>{t(ENDED[page.state])}</p>} actions={trackLink || undefined} />
      </div>
    );
  }
  const amount = order ? price(order.amount) : '';
  return (
    <div className="page payment-in-app">
      <h1 className="payment-in-app__title">{t('payment_in_app_title')}</h1>
      {order && (
        <div className="payment-in-app__order">
          <p>{t('payment_in_app_order', { orderNumber: calledOutNumber(order.orderNumber, order.displayOrderNumber, settings.useDisplayOrderNumber, settings.prefix) })}</p>
          <p className="payment-in-app__amount">{t('payment_in_app_amount', { amount })}</p>
        </div>
      )}
      {page.state === 'loading' && <Spinner label={t('payment_in_app_loading')} />}
      <div className="card-fields" role="group" aria-label={t('card_details')} hidden={page.state === 'unavailable'}>
        <div id={CARD_FIELDS_ID} className="card-fields__frame" />
        <p className="card-fields__note">{t('card_fields_secure_note')}</p>
      </div>
      {page.state === 'unavailable' && (
        <p className="field__error" role="alert">
          {t('card_fields_unavailable')}
        </p>
      )}
      {(page.state === 'refused' || page.state === 'failed') && (
        <p className="field__error" role="alert">
          {t(page.state === 'refused' ? 'payment_in_app_refused' : 'payment_in_app_failed')}
        </p>
      )}
      {order && page.state !== 'unavailable' && (
        <Button large block disabled={!page.canPay} aria-busy={page.state === 'paying'} onClick={() => void page.pay()}>
          {page.state === 'paying' ? t('payment_in_app_paying') : t('payment_in_app_pay', { amount })}
        </Button>
      )}
    </div>
  );
});
