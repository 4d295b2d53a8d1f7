import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectionPath } from '../../core/domain/table/order-validation';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { Spinner } from '../design/spinner';
import './order-validation.css';

/**
 * /{restaurantId}/order-validated?redirectionPath= (checkout 4): goes on to redirectionPath, a path of this
 * storefront only, else says the order is not found. Full layout: no basket, no footer (browsing 2.1).
 */
export function Component() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirectionPath = safeRedirectionPath(search.get('redirectionPath'));
  usePageTitle(t(redirectionPath ? 'order_validation_in_progress' : 'order_not_found'), restaurant.settings.status === 'ready' ? restaurant.settings.value.restaurant_name : '');

  useEffect(() => {
    if (redirectionPath) void navigate(redirectionPath, { replace: true });
  }, [navigate, redirectionPath]);

  if (redirectionPath) {
    return (
      <div className="page order-validation" aria-busy="true">
        <h1 className="page-title">{t('order_validation_in_progress')}</h1>
        <Spinner label={t('still_a_little_patience')} />
      </div>
    );
  }
  return (
    <div className="page order-validation">
      <ErrorScreen
        title={t('order_not_found')}
        message={<p>{t('order_not_found_message')}</p>}
        actions={
          <Link className={buttonClassName('primary', { large: true })} to={paths.home(restaurant.restaurantId)} replace>
            {t('back_to_menu')}
          </Link>
        }
      />
    </div>
  );
}
