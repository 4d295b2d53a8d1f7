import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderListParams } from '../../../core/domain/account/history-order';
import { DEFAULT_ORDER_LIST_PARAMS, statusTone } from '../../../core/domain/account/history-order';
import { historyOrderDate, shownHistoryOrderNumber } from '../../../core/domain/account/history-receipt';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { usePriceFormat } from '../../format/use-price-format';
import { accountPaths } from '../account-paths';
import { useOrderHistory } from './use-order-history';
import './order-history.css';
import { intlLocale } from '../../locales/ui-languages';

/** The dashboard card shows the latest three orders, newest first. */
const LATEST: OrderListParams = { ...DEFAULT_ORDER_LIST_PARAMS, take: 3 };

/** accounts 2, Dashboard home: the order history card, its empty state, the way to the whole history. */
export const OrderHistoryCard = observer(function OrderHistoryCard({ settings }: { readonly settings: RestaurantSettings }) {
  const { t, i18n } = useTranslation();
  const history = useOrderHistory(settings, LATEST);
  const price = usePriceFormat(settings);
  return (
    <section className="dashboard-card" aria-labelledby="orders-card-title">
      <h2 id="orders-card-title" className="dashboard-card__title">
        {t('order_history_card_title')}
      </h2>
      {history.loaded && history.count === 0 && <p className="dashboard-card__empty">{t('no_orders_yet')}</p>}
      {history.items.length > 0 && (
        <ul className="dashboard-card__list order-history-card__list">
          {history.items.map((order) => (
            <li key={order.orderInfo.orderNumber}>
              <span>{t('order_history_order_number', { number: shownHistoryOrderNumber(order, settings) })}</span>
              <span className="order-history-card__date">{historyOrderDate(order, settings.timezone, intlLocale(i18n.language))}</span>
              <span className={`history-order__status history-order__status--${statusTone(order.orderInfo.status)}`}>{t(`order_history_status_${order.orderInfo.status}`)}</span>
              <strong>{price(order.paymentInfo.totalPrice)}</strong>
            </li>
          ))}
        </ul>
      )}
      <Link to={accountPaths.orderHistory(settings.id)}>{t('order_history_see_all')}</Link>
    </section>
  );
});
