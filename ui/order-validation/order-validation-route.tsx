import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { WatchOrderValidation } from '../../core/use-cases/table/watch-order-validation';
import { useContainer } from '../container/container-context';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { useViewModel } from '../container/use-view-model';
import { buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { Spinner } from '../design/spinner';
import { OrderValidationViewModel } from './order-validation-view-model';
import './order-validation.css';

/**
 * /{restaurantId}/order-validation?t=&s= (checkout 2 and 4): where the platform sends the customer after a
 * table's bill is paid, while it validates the order. Full layout: no basket, no footer (browsing 2.1).
 */
export const Component = observer(function OrderValidationRoute() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const container = useContainer();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = useMemo(() => ({ t: search.get('t'), s: search.get('s') }), [search]);
  const deps = useMemo(
    () => ({
      watchOrderValidation: () => container.getAsync<WatchOrderValidation>(USE_CASES.watchOrderValidation),
      navigate: (to: string, options?: { readonly replace?: boolean }) => void navigate(to, options),
    }),
    [container, navigate],
  );
  const validation = useViewModel(() => new OrderValidationViewModel(restaurant.restaurantId, query, deps), [restaurant.restaurantId, query, deps]);
  const failed = validation.state.kind === 'failed';
  usePageTitle(t(failed ? 'error' : 'order_validation_in_progress'), restaurant.settings.status === 'ready' ? restaurant.settings.value.restaurant_name : '');

  if (failed) {
    return (
      <div className="page order-validation">
        <ErrorScreen
          title={t('error')}
          message={<p>{t('order_validation_failed')}</p>}
          actions={
            <Link className={buttonClassName('primary', { large: true })} to={paths.home(restaurant.restaurantId)} replace>
              {t('back_to_menu')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="page order-validation" aria-busy="true">
      <h1 className="page-title">{t('order_validation_in_progress')}</h1>
      <Spinner label={t('still_a_little_patience')} />
    </div>
  );
});
