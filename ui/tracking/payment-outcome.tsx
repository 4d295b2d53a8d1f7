import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../routing/restaurant-paths';
import { useRestaurant } from '../session/restaurant-context';
import { buttonClassName } from '../design/button';
import type { TrackingViewModel } from './tracking-view-model';

/**
 * checkout 4: the confirmation title by payment state, the payment error display with the basket given
 * back, and the leave-page warning while the payment is polled.
 */
export const PaymentOutcome = observer(function PaymentOutcome({ tracking, restaurantId }: { readonly tracking: TrackingViewModel; readonly restaurantId: string }) {
  const { t } = useTranslation();
  const polling = tracking.paymentPolling;
  const restaurant = useRestaurant();
  const restored = tracking.basketRestored;
  const session = restaurant.session.status === 'ready' ? restaurant.session.value : null;

  // checkout 4: the basket given back in storage shows at once in the basket and the checkout.
  useEffect(() => {
    if (restored) session?.basket.restore();
  }, [restored, session]);

  useEffect(() => {
    if (!polling) return undefined;
    // checkout 4: leaving while the payment is polled asks first (the browser shows its own words).
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [polling]);

  const titleKey = tracking.titleKey;
  if (!titleKey) return null;
  const error = tracking.paymentErrorKey;
  return (
    <div className={`notice ${error ? 'notice--error' : titleKey === 'order_rejected' ? 'notice--error' : ''} payment-outcome`} role={error ? 'alert' : 'status'}>
      <div>
        <p className="notice__title" data-testid="confirmation-title">
          {t(titleKey)}
        </p>
        {polling && <p>{t('payment_polling_keep_open')}</p>}
        {error && <p>{t(error)}</p>}
        {tracking.basketRestored && <p>{t('payment_basket_restored')}</p>}
        {/* Issue 22.1: a failed payment says what to do, on every visit of the page, not only the one that restored the basket. */}
        {error && (
          <div className="payment-outcome__actions">
            {/* checkout 2: return to shop goes back to the checkout, the basket restored: pay again from there. */}
            <Link className={buttonClassName('primary')} to={paths.checkout(restaurantId)}>
              {t('payment_back_to_checkout')}
            </Link>
            {/* Or back to the basket, to change it first. */}
            <Link className={buttonClassName('secondary')} to={`${paths.home(restaurantId)}/basket`}>
              {t('payment_back_to_basket')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
});
