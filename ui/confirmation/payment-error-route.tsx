import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paymentErrorMessageKey, readPaymentErrorType } from '../../core/domain/confirmation/payment-error';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';

/**
 * /{restaurantId}/paymentError?type=1|2|3 (checkout 2, payment error page; the path is ours): says why the
 * payment failed (checkout 4 error types) and returns to /{restaurantId}/validation, where the basket and
 * the checkout details are as the customer left them.
 */
export function Component() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const [search] = useSearchParams();
  const messageKey = paymentErrorMessageKey(readPaymentErrorType(search.get('type')));
  usePageTitle(t('your_payment_did_not_succeed'), restaurant.settings.status === 'ready' ? restaurant.settings.value.restaurant_name : '');
  return (
    <div className="page">
      <ErrorScreen
        title={t('your_payment_did_not_succeed')}
        message={<p>{t(messageKey)}</p>}
        actions={
          <Link className={buttonClassName('primary', { large: true })} to={paths.checkout(restaurant.restaurantId)} replace>
            {t('back_to_checkout')}
          </Link>
        }
      />
    </div>
  );
}
