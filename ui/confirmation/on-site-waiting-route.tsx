import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import { orderNumberFromQuery } from '../../core/domain/tracking/track-status';
import type { TrackOrder } from '../../core/use-cases/order/track-order';
import { useContainer } from '../container/container-context';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { Spinner } from '../design/spinner';
import { OnSiteWaitingViewModel } from './on-site-waiting-view-model';
import './confirmation.css';

/**
 * /{restaurantId}/waitingOrder?orderId= (checkout 2, on-site order waiting page; the path is ours): "thank
 * you for your order, do not leave this page to be told when it is ready", then the tracking page.
 */
export function Component() {
  const restaurant = useRestaurant();
  const [search] = useSearchParams();
  if (restaurant.settings.status !== 'ready') return null;
  const orderNumber = orderNumberFromQuery(search.get('orderId'));
  if (!orderNumber) return <Navigate to={paths.home(restaurant.restaurantId)} replace />;
  return <OnSiteWaitingPage restaurantId={restaurant.restaurantId} restaurantName={restaurant.settings.value.restaurant_name} orderNumber={orderNumber} />;
}

const OnSiteWaitingPage = observer(function OnSiteWaitingPage({ restaurantId, restaurantName, orderNumber }: {
  readonly restaurantId: string;
  readonly restaurantName: string;
  readonly orderNumber: string;
}) {
  const { t } = useTranslation();
  const container = useContainer();
  const navigate = useStableNavigate();
  usePageTitle(t('thank_you_for_your_order'), restaurantName);
  const deps = useMemo(() => ({ trackOrder: () => container.getAsync<TrackOrder>(USE_CASES.trackOrder), navigate }), [container, navigate]);
  const waiting = useViewModel(() => new OnSiteWaitingViewModel(restaurantId, orderNumber, deps), [restaurantId, orderNumber, deps]);
  return (
    <div className="page confirmation">
      <h1 className="page-title">{t('thank_you_for_your_order')}</h1>
      <p>{t('do_not_leave_page_until_ready')}</p>
      <Spinner label={t(waiting.reconnecting ? 'live_updates_disconnected' : 'order_being_prepared')} />
    </div>
  );
});
