import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useOrderFoundAgainNotice } from '../notifications/order-found-again';
import { Link, useSearchParams } from 'react-router-dom';
import { GROUP_ORDER_USE_CASES } from '../../config/bind-group-order';
import type { GroupOrderPart } from '../../core/domain/group/group-order-tracking';
import { shownPartOrderNumber } from '../../core/domain/group/group-order-tracking';
import { trackingProgress } from '../../core/domain/tracking/track-status';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackGroupOrder } from '../../core/use-cases/group-order/track-group-order';
import type { LiveUpdates } from '../../core/ports/live-updates';
import { LIVE_UPDATES } from '../../core/ports/live-updates';
import { useContainer } from '../container/container-context';
import { usePriceFormat } from '../format/use-price-format';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { useViewModel } from '../container/use-view-model';
import { Button, buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { Spinner } from '../design/spinner';
import { TrackSteps } from '../tracking/track-steps';
import { groupHomePath } from './child-token';
import { GroupOrderViewModel } from './group-order-view-model';
import './group.css';

const every = (work: () => void, ms: number) => {
  const timer = window.setInterval(work, ms);
  return () => window.clearInterval(timer);
};

/** /{groupId}/groupOrder?orderId= (ours): a group order, each outlet's part tracked (checkout 4 steps). */
export const Component = observer(function GroupOrderRoute() {
  const restaurant = useRestaurant();
  const [search] = useSearchParams();
  const orderNumber = search.get('orderId') ?? '';
  if (restaurant.settings.status !== 'ready') return null;
  return <GroupOrder key={orderNumber} settings={restaurant.settings.value} orderNumber={orderNumber} />;
});

const GroupOrder = observer(function GroupOrder({ settings, orderNumber }: { readonly settings: RestaurantSettings; readonly orderNumber: string }) {
  const { t } = useTranslation();
  // Issue 15.5: an order found again after its answer was lost says that later changes were not sent.
  useOrderFoundAgainNotice();
  const container = useContainer();
  const order = useViewModel(
    () =>
      new GroupOrderViewModel(settings.id, orderNumber, {
        trackGroupOrder: () => container.getAsync<TrackGroupOrder>(GROUP_ORDER_USE_CASES.trackGroupOrder),
        liveUpdates: () => container.getAsync<LiveUpdates>(LIVE_UPDATES),
        every,
      }),
    [settings.id, orderNumber, container],
  );
  usePageTitle(t('group_order_title'), settings.restaurant_name);
  const price = usePriceFormat(settings);
  if (order.status.status === 'loading') return <Spinner label={t('loading')} />;
  if (order.status.status === 'failed') {
    return (
      <div className="page">
        <ErrorScreen
          title={t('an_error_has_occurred')}
          message={t(order.status.failure.kind === 'not_found' ? 'this_command_does_not_exist' : 'check_internet_connection')}
          actions={<Button onClick={() => void order.load()}>{t('retry')}</Button>}
        />
      </div>
    );
  }
  const { parts } = order.status.value;
  return (
    <div className="group-order page">
      <h1 className="group-order__title">{t('group_order_title')}</h1>
      {/* Issue 22.14: the numbers the outlets call out (CR-001, PZ-001), not the group's 12-character reference. */}
      <p className="group-order__number">{t('group_order_numbers', { numbers: parts.map(shownPartOrderNumber).join(' · ') })}</p>
      <p>{t('group_order_intro', { count: parts.length })}</p>
      {parts.map((part) => (
        <GroupOrderPartCard key={part.track.order_number} part={part} price={price} />
      ))}
      {order.total !== null && (
        <p className="group-checkout__total">
          <span>{t('group_order_to_pay')}</span> <span data-testid="group-order-total">{price(order.total)}</span>
        </p>
      )}
      <Link className={buttonClassName('secondary', { block: true })} to={groupHomePath(settings.id)}>
        {t('back_to_group', { name: settings.restaurant_name })}
      </Link>
    </div>
  );
});

function GroupOrderPartCard({ part, price }: { readonly part: GroupOrderPart; readonly price: (cents: number) => string }) {
  const { t } = useTranslation();
  const headingId = `group-order-part-${part.restaurant_token}`;
  const progress = trackingProgress(part.track);
  return (
    <section className="group-part" aria-labelledby={headingId} data-testid="group-order-part">
      <h2 id={headingId} className="group-part__name">
        {part.restaurant_name}
      </h2>
      <p data-testid="group-order-part-number">{t('order_number', { number: shownPartOrderNumber(part) })}</p>
      {part.track.canceled ? <p className="notice notice--error">{t('your_order_has_been_canceled')}</p> : <TrackSteps steps={progress.steps} />}
      {part.track.total_price !== null && (
        <p className="group-part__subtotal">
          <span>{t('total')}</span> <span>{price(part.track.total_price)}</span>
        </p>
      )}
      <Link to={paths.tracking(part.restaurant_token, { orderId: part.track.order_number })}>{t('group_order_part_details', { name: part.restaurant_name })}</Link>
    </section>
  );
}
